import { billingStrings } from '../strings';

/**
 * A Stripe subscription status (spec 001 §3 stripeSubscriptionStatus: ACTIVE, CANCELED, PAST_DUE,
 * TRIALING, UNPAID) as a person reads it, e.g. "Past due"; never the raw value.
 */
export function subscriptionStatusName(status: string): string {
  return billingStrings.statusNames[status] ?? billingStrings.statusUnknown;
}
