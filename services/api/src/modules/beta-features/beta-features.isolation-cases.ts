import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** Beta switches are the host workspace's own: nothing of B is named, so A's host answers A's. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'betaFeatures',
      document: '{ betaFeatures { feature enabled changedAt } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'setBetaFeature',
      document:
        'mutation { setBetaFeature(input: { feature: REMOVE_FILLER_WORDS, enabled: true }) { enabled } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
