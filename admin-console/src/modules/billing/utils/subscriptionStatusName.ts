import { billingStrings } from '../strings';

/**
 * A Stripe subscription status (spec 001 §3: ACTIVE, CANCELED, PAST_DUE, TRIALING, UNPAID) as the
 * operator reads it, e.g. "Past due"; none: the free plan.
 */
export function subscriptionStatusName(status: string | null): string {
  if (status === null) return billingStrings.noSubscription;
  return billingStrings.statusNames[status] ?? billingStrings.statusUnknown;
}
