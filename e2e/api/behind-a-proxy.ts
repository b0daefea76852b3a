import { SSO_START_MAX_PER_CLIENT_PER_MINUTE } from '@fieldnote/core';

/**
 * The server environment of the suites that speak from many source addresses (X-Forwarded-For
 * trusted, TRUST_PROXY): password reset, sign-in lockout and SSO enforcement. One environment for
 * all of them, so they share the Jest worker's server for it (sharedTestServer) rather than each
 * starting its own; it holds what any of them needs and the others do not mind:
 * - SSO_START_LIMIT_PER_MINUTE back at the spec's limit (the test servers raise it for browsers
 *   signing in from one address), which SSO enforcement tests; the others start no SSO.
 * - SESSION_CHECK_SECONDS at 1 (15 s by default), so SSO enforcement sees open sockets of an
 *   ended session closed within its test; it only checks sessions more often.
 */
export const BEHIND_A_PROXY: Record<string, string> = {
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  SSO_START_LIMIT_PER_MINUTE: String(SSO_START_MAX_PER_CLIENT_PER_MINUTE),
  SESSION_CHECK_SECONDS: '1',
};
