import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { StripeWebhookService } from './stripe-webhook.service';

/** The webhook's path (spec 001 §7 inbound webhook paths). */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';
/** Stripe's events are a few kilobytes; an invoice with many lines stays far below this. */
const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/**
 * POST /stripe/webhook as a plain Fastify route in a plugin of its own, whose only body parser keeps
 * the bytes as they came: Stripe signs the raw body, and a parsed and re-serialised JSON would not
 * verify.
 */
@Injectable()
export class StripeWebhookRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly webhooks: StripeWebhookService,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    await fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BODY_BYTES },
        (_req, body, done) => done(null, body),
      );
      scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const answer = await this.webhooks.receive(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return reply.code(answer.status).send(answer.body);
      });
    });
  }
}
