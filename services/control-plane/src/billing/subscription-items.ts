import { ProductType } from '@fieldnote/core';
import type Stripe from 'stripe';
import type { CataloguePlan, WorkspaceAddOnRecord } from './catalogue-plan';
import type { Catalogue } from './plan-catalogue.service';
import type { PlanPrice } from './stripe-billing.repository';

/** A subscription's items read against the catalogue: the plan's item (seats) and the add-ons' items. */
export interface SubscriptionItems {
  plan: { item: Stripe.SubscriptionItem; plan: CataloguePlan } | null;
  addOns: { item: Stripe.SubscriptionItem; addOn: CataloguePlan }[];
  /** Items whose price is no catalogue entry's (logged by the caller, never applied). */
  unknown: Stripe.SubscriptionItem[];
}

/**
 * Which item of a subscription is what: by its price, as the operator mapped prices to catalogue
 * entries (control.plan_prices). Stripe keeps no order of items, so the plan's item is never
 * "the first one".
 */
export function subscriptionItems(
  subscription: Stripe.Subscription,
  prices: PlanPrice[],
  catalogue: Catalogue,
): SubscriptionItems {
  const byPrice = new Map(prices.map((p) => [p.stripePriceId, p.planReference]));
  const out: SubscriptionItems = { plan: null, addOns: [], unknown: [] };
  for (const item of subscription.items.data) {
    const reference = byPrice.get(item.price.id);
    const entry = reference ? catalogue.latest(reference) : undefined;
    if (entry?.productType === ProductType.plan && !out.plan) out.plan = { item, plan: entry };
    else if (entry?.productType === ProductType.addOn) out.addOns.push({ item, addOn: entry });
    else out.unknown.push(item);
  }
  return out;
}

/** The add-on records to store for a subscription's add-on items (one per reference). */
export function addOnRecords(items: SubscriptionItems): WorkspaceAddOnRecord[] {
  const seen = new Set<string>();
  return items.addOns
    .filter(({ addOn }) => !seen.has(addOn.reference) && seen.add(addOn.reference))
    .map(({ item, addOn }) => ({
      reference: addOn.reference,
      version: addOn.version,
      stripeItemId: item.id,
      stripePriceId: item.price.id,
      quantity: item.quantity ?? 1,
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference));
}

/**
 * The add-on items to move to `interval` with the plan (Stripe bills every item of a subscription
 * at one interval): each to its add-on's price for that interval. Throws the readable refusal when
 * an add-on has no such price.
 */
export function addOnIntervalChanges(
  items: SubscriptionItems,
  prices: PlanPrice[],
  interval: 'month' | 'year',
  refuse: (addOn: CataloguePlan) => Error,
): { id: string; price: string }[] {
  const out: { id: string; price: string }[] = [];
  for (const { item, addOn } of items.addOns) {
    if (item.price.recurring?.interval === interval) continue;
    const price = prices.find((p) => p.planReference === addOn.reference && p.interval === interval);
    if (!price) throw refuse(addOn);
    out.push({ id: item.id, price: price.stripePriceId });
  }
  return out;
}
