import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

const CHOICE = { planReference: 'team', interval: 'month', seats: 3 };
const NOT_RUN =
  'names nothing of B; on A it would call Stripe for A (billing is off in this suite: it is refused)';

const NOT_RUN_TRIAL =
  "names nothing of B; on A it changes A's own trial (billing is off in this suite: it is refused)";

/** How the plans and billing pages keep workspace B's plan, subscription and seats from workspace A. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspacePlan',
      document: '{ workspacePlan { selfHosted plan { reference name } usage { name maximum used } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'billing',
      document:
        '{ billing { enabled planReference stripeSubscriptionStatus totalSeatsAvailable seatsAllocated viewerCount utilizationPercentage currentPeriodEnd cancelAtPeriodEnd plans { reference } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'previewSubscriptionChange',
      document:
        'query($input: SubscriptionChoiceInput!) { previewSubscriptionChange(input: $input) { total lines { amount } } }',
      variables: () => ({ input: CHOICE }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'startCheckout',
      document: 'mutation($input: SubscriptionChoiceInput!) { startCheckout(input: $input) { url } }',
      variables: () => ({ input: CHOICE }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'trialAccess',
      document: '{ trialAccess { billingOn state requestedAt endsAt trialPlans { reference } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'requestTrial',
      document: 'mutation { requestTrial { state requestedAt } }',
      onOwnHost: { notRun: NOT_RUN_TRIAL },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'startTrial',
      document: 'mutation { startTrial(planReference: "pro-trial") { state endsAt } }',
      onOwnHost: { notRun: NOT_RUN_TRIAL },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'openBillingPortal',
      document: 'mutation { openBillingPortal { url } }',
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'changeSubscription',
      document:
        'mutation($input: ChangeSubscriptionInput!) { changeSubscription(input: $input) { enabled } }',
      variables: () => ({ input: CHOICE }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'setCancelAtPeriodEnd',
      document:
        'mutation($input: CancelAtPeriodEndInput!) { setCancelAtPeriodEnd(input: $input) { enabled } }',
      variables: () => ({ input: { cancel: true } }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
