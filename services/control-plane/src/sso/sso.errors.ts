import { AppError } from '@fieldnote/core';

/** Why single sign-on refused a request; every one maps to a spec error code with a readable message. */
export const SsoError = {
  discoveryFailed(issuer: URL, reason: string): AppError {
    return AppError.badInput(
      `The issuer ${issuer.origin}${issuer.pathname.replace(/\/$/, '')} could not be used: ${reason}. Check the issuer URL (its /.well-known/openid-configuration must answer).`,
    );
  },
  insecureIssuer(): AppError {
    return AppError.badInput('The issuer must be an https:// URL (http:// only on localhost).');
  },
  secretRequired(): AppError {
    return AppError.badInput('Enter the client secret the identity provider issued for Fieldnote.');
  },
  scopesWithoutOpenid(): AppError {
    return AppError.badInput('The scopes must include "openid".');
  },
  notConfigured(): AppError {
    return AppError.notFound('Single sign-on connection');
  },
} as const;
