import type { GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';

/**
 * The server environment of the billing-on suites that never call Stripe: they share the Jest
 * worker's server for it (sharedTestServer keys servers by their environment).
 */
export const BILLING_ON_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_never_called',
  BILLING_DEFAULT_PLAN: 'free-jul-2025',
} as const;

/** The refusal a plan limit answers: FORBIDDEN, its message and the details the upgrade prompt reads. */
export function planLimitRefusal(response: GqlResponse<unknown>) {
  expect(errorCode(response)).toBe('FORBIDDEN');
  expect(response.data).toBeNull();
  const error = response.errors![0];
  return { message: error.message, details: error.extensions.details };
}
