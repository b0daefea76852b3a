import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** The media type of SCIM bodies (RFC 7644 §3.1); clients may send plain application/json too. */
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** Teaches the HTTP server `application/scim+json` request bodies (Okta and Entra ID send them). */
@Injectable()
export class ScimHttpSetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/scim+json')) return;
    fastify.addContentTypeParser(
      'application/scim+json',
      { parseAs: 'string' },
      fastify.getDefaultJsonParser('error', 'error'),
    );
  }
}
