import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** Feedback is kept in the host workspace: nothing of B is named, so A's host answers A's. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'productFeedback',
      document: '{ productFeedback { id category message sentByName } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'sendProductFeedback',
      document: 'mutation { sendProductFeedback(input: { category: IDEA, message: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
