import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MAX_METADATA_BYTES } from '@fieldnote/control-plane';
import type { FastifyInstance } from 'fastify';

/** A SAMLResponse (base64 XML, the IdP's certificate inside) fits well within this. */
export const SAML_FORM_BODY_LIMIT = MAX_METADATA_BYTES;

/**
 * Teaches the HTTP server form-encoded bodies: the IdP posts its response to the SAML ACS as an
 * HTML form. The cross-site request guard still refuses form bodies on every other route.
 */
@Injectable()
export class SamlHttpSetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SAML_FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
}
