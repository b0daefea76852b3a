import { registerEnumType } from '@nestjs/graphql';
import {
  ENTITLEMENT_FLAGS,
  ENTITLEMENT_MAXIMA,
  ProductFamily,
  ProductType,
  SubscriptionStatus,
  TrialAccessState,
} from '@fieldnote/core';

/** The flag names of spec 001 §3's entitlement record, as a GraphQL enum of the same names. */
export const EntitlementFlagName = Object.fromEntries(ENTITLEMENT_FLAGS.map((f) => [f, f]));
/** The maxima names of spec 001 §3's entitlement record. */
export const EntitlementMaximumName = Object.fromEntries(ENTITLEMENT_MAXIMA.map((m) => [m, m]));

registerEnumType(EntitlementFlagName, {
  name: 'EntitlementFlag',
  description: 'A boolean flag of the plan entitlement record (spec 001 §3): allow, disable or enforce.',
});
registerEnumType(EntitlementMaximumName, {
  name: 'EntitlementMaximum',
  description: 'A maximum of the plan entitlement record (spec 001 §3).',
});
registerEnumType(ProductFamily, { name: 'ProductFamily', description: 'Spec 001 §3 product families.' });
registerEnumType(ProductType, { name: 'ProductType', description: 'Spec 001 §3 product types.' });
registerEnumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description: 'Spec 001 §3 stripeSubscriptionStatus.',
});
registerEnumType(TrialAccessState, {
  name: 'TrialAccessState',
  description: 'Spec 001 §4 trial access state.',
});
