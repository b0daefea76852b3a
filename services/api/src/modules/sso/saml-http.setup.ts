import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MAX_METADATA_BYTES, SAML_ACS_PATH, SAML_SLO_PATH } from '@fieldnote/control-plane';
import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/** A SAMLResponse or logout message (base64 XML, the IdP's certificate inside) fits well within this. */
export const SAML_FORM_BODY_LIMIT = MAX_METADATA_BYTES;

/**
 * Teaches the HTTP server form-encoded bodies for the SAML ACS and SingleLogoutService alone, where
 * the IdP posts its messages as an HTML form (HTTP-POST binding). Every other route still answers 415 to them (and the cross-site request
 * guard refuses them before that where a cookie could ride along).
 */
@Injectable()
export class SamlHttpSetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser(FORM)) return;
    fastify.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: SAML_FORM_BODY_LIMIT },
      (request, body, done) => {
        const path = request.url.split('?', 1)[0];
        if (path !== SAML_ACS_PATH && path !== SAML_SLO_PATH) {
          done(Object.assign(new Error(`Unsupported Media Type: ${FORM}`), { statusCode: 415 }), undefined);
          return;
        }
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
}
