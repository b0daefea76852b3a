import { ProductFamily, ProductType, SELF_HOSTED_ENTITLEMENTS } from '@fieldnote/core';
import type Stripe from 'stripe';
import type { CataloguePlan } from './catalogue-plan';
import { withAddOns } from './entitlements.service';
import { Catalogue } from './plan-catalogue.service';
import { addOnIntervalChanges, addOnRecords, subscriptionItems } from './subscription-items';

function entry(
  reference: string,
  productType: ProductType,
  entitlements: CataloguePlan['entitlements'] = {},
): CataloguePlan {
  return {
    reference,
    version: 1,
    name: reference.toUpperCase(),
    description: '',
    features: [],
    isLegacy: false,
    productFamily: productType === ProductType.plan ? ProductFamily.team : ProductFamily.addOn,
    productType,
    baseReference: null,
    isTrial: false,
    rank: 1,
    entitlements,
  };
}

const catalogue = new Catalogue([
  entry('team', ProductType.plan),
  entry('hipaa', ProductType.addOn, {
    disableExport: true,
    allowPublicApi: false,
    productFamily: ProductFamily.addOn,
    productType: ProductType.addOn,
  }),
  entry('channels', ProductType.addOn, { maxChannels: null }),
]);
const prices = [
  { stripePriceId: 'price_team_m', planReference: 'team', interval: 'month' as const },
  { stripePriceId: 'price_team_y', planReference: 'team', interval: 'year' as const },
  { stripePriceId: 'price_hipaa_m', planReference: 'hipaa', interval: 'month' as const },
  { stripePriceId: 'price_hipaa_y', planReference: 'hipaa', interval: 'year' as const },
  { stripePriceId: 'price_channels_m', planReference: 'channels', interval: 'month' as const },
];

function subscription(items: [id: string, price: string, interval: 'month' | 'year', quantity: number][]) {
  return {
    items: {
      data: items.map(([id, price, interval, quantity]) => ({
        id,
        price: { id: price, recurring: { interval } },
        quantity,
      })),
    },
  } as unknown as Stripe.Subscription;
}

describe('subscription items', () => {
  it("should tell the plan's item from add-on items by price, whatever their order, and leave unknown prices out", () => {
    const read = subscriptionItems(
      subscription([
        ['si_1', 'price_hipaa_m', 'month', 1],
        ['si_2', 'price_other', 'month', 1],
        ['si_3', 'price_team_m', 'month', 4],
      ]),
      prices,
      catalogue,
    );
    expect(read.plan?.item.id).toBe('si_3');
    expect(read.addOns.map((a) => a.addOn.reference)).toEqual(['hipaa']);
    expect(read.unknown.map((i) => i.id)).toEqual(['si_2']);
    expect(addOnRecords(read)).toEqual([
      { reference: 'hipaa', version: 1, stripeItemId: 'si_1', stripePriceId: 'price_hipaa_m', quantity: 1 },
    ]);
  });

  it("should move add-ons to the plan's new interval, and refuse one without a price for it", () => {
    const read = subscriptionItems(
      subscription([
        ['si_p', 'price_team_m', 'month', 3],
        ['si_h', 'price_hipaa_m', 'month', 1],
      ]),
      prices,
      catalogue,
    );
    expect(addOnIntervalChanges(read, prices, 'year', () => new Error('no'))).toEqual([
      { id: 'si_h', price: 'price_hipaa_y' },
    ]);
    expect(addOnIntervalChanges(read, prices, 'month', () => new Error('no'))).toEqual([]);
    const withChannels = subscriptionItems(
      subscription([
        ['si_p', 'price_team_m', 'month', 3],
        ['si_c', 'price_channels_m', 'month', 1],
      ]),
      prices,
      catalogue,
    );
    expect(() =>
      addOnIntervalChanges(withChannels, prices, 'year', (a) => new Error(`no ${a.reference}`)),
    ).toThrow('no channels');
  });

  it("should lay each add-on's changes over the plan's entitlements, never its product family and type", () => {
    const plan = { ...SELF_HOSTED_ENTITLEMENTS, maxChannels: 1 };
    const out = withAddOns(plan, [catalogue.latest('hipaa')!, catalogue.latest('channels')!]);
    expect(out).toMatchObject({ disableExport: true, allowPublicApi: false, maxChannels: null });
    expect(out.productType).toBe(plan.productType);
    expect(out.productFamily).toBe(plan.productFamily);
    expect(withAddOns(plan, [])).toBe(plan);
  });
});
