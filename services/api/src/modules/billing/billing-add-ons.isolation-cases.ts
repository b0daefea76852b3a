import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

const CHOICE = { addOnReference: 'hipaa', add: true };
const NOT_RUN =
  'names nothing of B; on A it would call Stripe for A (billing is off in this suite: it is refused)';

/** How the add-ons of workspace B's subscription stay apart from workspace A. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'billingAddOns',
      document: '{ billingAddOns { reference held intervals } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'previewAddOnChange',
      document:
        'query($input: AddOnChoiceInput!) { previewAddOnChange(input: $input) { total lines { amount } } }',
      variables: () => ({ input: CHOICE }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'changeAddOn',
      document: 'mutation($input: ChangeAddOnInput!) { changeAddOn(input: $input) { reference held } }',
      variables: () => ({ input: CHOICE }),
      onOwnHost: { notRun: NOT_RUN },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
