/**
 * Why an SSO sign-in failed, as the sign-in page is told (`/auth/login?ssoError=<code>`): the page
 * shows a sentence for each; details stay in the server log.
 */
export enum SsoSignInFailure {
  /** The workspace has no OIDC connection. */
  NOT_CONFIGURED = 'NOT_CONFIGURED',
  /** The state is unknown, expired, already used, or not this browser's. */
  INVALID_STATE = 'INVALID_STATE',
  /** The identity provider answered with an error (the person cancelled, or was refused). */
  IDP_ERROR = 'IDP_ERROR',
  /** The code exchange or the ID token failed validation (issuer, audience, signature, expiry, nonce). */
  INVALID_RESPONSE = 'INVALID_RESPONSE',
  /** The ID token carries no e-mail, or one the issuer has not verified. */
  EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED',
  /** An account with this e-mail exists but never confirmed it, so it cannot be linked safely. */
  ACCOUNT_NOT_CONFIRMED = 'ACCOUNT_NOT_CONFIRMED',
}

/**
 * A failed SSO sign-in; `reason` is for the log only. `testSignIn`: it was a manager's test sign-in,
 * whose result belongs on the settings page rather than the sign-in page.
 */
export class SsoSignInError extends Error {
  testSignIn = false;

  constructor(
    readonly failure: SsoSignInFailure,
    readonly reason: string,
  ) {
    super(`SSO sign-in failed (${failure}): ${reason}`);
  }
}
