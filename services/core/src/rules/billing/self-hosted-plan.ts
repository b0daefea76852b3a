import {
  type Entitlements,
  ENTITLEMENT_FLAGS,
  ENTITLEMENT_MAXIMA,
  ProductFamily,
  ProductType,
} from './entitlements';

/** The plan every workspace is on when billing is off (no STRIPE_SECRET_KEY): a self-hosted installation. */
export const SELF_HOSTED_PLAN_REFERENCE = 'self-hosted-unlimited';
export const SELF_HOSTED_PLAN_NAME = 'Unlimited self-hosted';

/**
 * Its entitlements: every allow flag on, nothing disabled or enforced, no maximum. Only the product's
 * fixed limits (spec 000 §9, e.g. 200 projects per workspace) still hold.
 */
export const SELF_HOSTED_ENTITLEMENTS: Entitlements = Object.freeze({
  ...(Object.fromEntries(ENTITLEMENT_FLAGS.map((flag) => [flag, /^allow/.test(flag)])) as Record<
    (typeof ENTITLEMENT_FLAGS)[number],
    boolean
  >),
  ...(Object.fromEntries(ENTITLEMENT_MAXIMA.map((max) => [max, null])) as Record<
    (typeof ENTITLEMENT_MAXIMA)[number],
    null
  >),
  minimumQuantity: 1,
  allowableSeatQuantity: [],
  includedPeople: null,
  productFamily: ProductFamily.enterprise,
  productType: ProductType.plan,
});
