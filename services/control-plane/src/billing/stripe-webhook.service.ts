import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Config, isUuid } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import Stripe from 'stripe';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import { SubscriptionSyncService } from './subscription-sync.service';
import { StripeEventNotice } from './notices/stripe-event-notice';

/** The metadata key of the workspace id every Stripe object of ours carries (spec 001 §7). */
export const WORKSPACE_METADATA_KEY = 'teamId';

/** The Stripe events of spec 001 §7; any other type is acknowledged and ignored. */
export const SPEC_STRIPE_EVENTS = [
  'customer.source.expiring',
  'customer.subscription.created',
  'customer.subscription.deleted',
  'customer.subscription.updated',
  'invoice.finalized',
  'invoice.payment_failed',
  'invoice.upcoming',
  'product.created',
  'product.updated',
  'radar.early_fraud_warning.created',
] as const;

/** The answer POST /stripe/webhook gives: 2xx acknowledges, 4xx refuses for good, 5xx asks Stripe to retry. */
export interface WebhookAnswer {
  status: number;
  body: { received: boolean; outcome?: string; error?: string };
}

type StripeObject = { object?: string; id?: string; metadata?: Record<string, string> | null } & Record<
  string,
  unknown
>;

/**
 * POST /stripe/webhook: checks Stripe's signature over the raw body (constructEvent, default
 * tolerance), counts each event once (the ledger), and for subscription and invoice events reads
 * the subscription again from Stripe and applies it. A failure that may pass (Stripe or the
 * database unreachable) answers 5xx with nothing recorded, so Stripe's retry applies it later.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly repository: StripeBillingRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly directory: WorkspaceDirectory,
    private readonly eventNotice: StripeEventNotice,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!this.stripe || !secret)
      return {
        status: 404,
        body: { received: false, error: 'Billing is not enabled on this installation.' },
      };
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
    } catch (e) {
      if (!(e instanceof Stripe.errors.StripeSignatureVerificationError)) throw e;
      return {
        status: 400,
        body: { received: false, error: 'The Stripe-Signature header does not verify.' },
      };
    }
    try {
      const outcome = await this.handle(event);
      return { status: 200, body: { received: true, outcome } };
    } catch (e) {
      // Stripe retries a 5xx with backoff for three days; the ledger holds nothing of this attempt.
      this.logger.error(
        `Stripe event ${event.id} (${event.type}) failed; Stripe will retry: ${(e as Error).message}`,
      );
      return {
        status: 503,
        body: { received: false, error: 'The event could not be applied now; retry later.' },
      };
    }
  }

  private async handle(event: Stripe.Event): Promise<string> {
    if (await this.repository.eventSeen(event.id)) return 'duplicate';
    const object = event.data.object as StripeObject;
    const teamId = workspaceIdOf(object);
    const ledger = { id: event.id, type: event.type };
    const workspace = teamId && isUuid(teamId) ? await this.directory.byIdCached(teamId) : null;
    if (!workspace) {
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names no workspace of this installation in metadata.${WORKSPACE_METADATA_KEY} (${teamId ?? 'none'}); acknowledged`,
      );
      return this.acknowledge(ledger, null, 'no-workspace');
    }
    const subscriptionId = subscriptionOf(event.type, object);
    if (!subscriptionId) return this.acknowledge(ledger, workspace.id, 'acknowledged');
    // Read before the transaction (Stripe calls), sent inside it with the ledger row: once per event.
    const notice = await this.eventNotice.of(event);
    return this.sync.syncFromStripe(workspace, subscriptionId, 'webhook', ledger, notice);
  }

  private async acknowledge(
    ledger: { id: string; type: string },
    teamId: string | null,
    outcome: string,
  ): Promise<string> {
    const first = await this.repository.inControl((em) =>
      this.repository.recordEvent(em, { ...ledger, teamId, outcome }),
    );
    return first ? outcome : 'duplicate';
  }
}

/** The workspace id an event's object carries: its own metadata, or (an invoice) its subscription's. */
function workspaceIdOf(object: StripeObject): string | null {
  const own = object.metadata?.[WORKSPACE_METADATA_KEY];
  if (typeof own === 'string' && own) return own;
  const details = object.subscription_details as
    { metadata?: Record<string, string> | null } | null | undefined;
  const fromSubscription = details?.metadata?.[WORKSPACE_METADATA_KEY];
  return typeof fromSubscription === 'string' && fromSubscription ? fromSubscription : null;
}

/** The subscription an event is about, to read again from Stripe; null for events that change no subscription. */
function subscriptionOf(type: string, object: StripeObject): string | null {
  if (type.startsWith('customer.subscription.') && object.object === 'subscription') return object.id ?? null;
  if (type.startsWith('invoice.')) {
    const sub = object.subscription;
    if (typeof sub === 'string') return sub;
    if (sub && typeof sub === 'object' && typeof (sub as { id?: unknown }).id === 'string')
      return (sub as { id: string }).id;
  }
  return null;
}
