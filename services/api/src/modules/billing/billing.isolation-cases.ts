import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the plans page keeps workspace B's plan and usage from workspace A. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspacePlan',
      document: '{ workspacePlan { selfHosted plan { reference name } usage { name maximum used } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
