/** A price's billing interval (spec 001 §2 billing update page `priceInterval`). */
export type PriceInterval = 'month' | 'year';

/** A workspace's Stripe customer and subscription, as last read from Stripe. */
export interface StripeState {
  customerId: string | null;
  subscriptionId: string | null;
  subscriptionCreated: Date | null;
  priceId: string | null;
  interval: PriceInterval | null;
  seats: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}
