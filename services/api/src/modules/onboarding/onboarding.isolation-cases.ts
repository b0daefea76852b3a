import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/**
 * Onboarding is the caller's own: nothing of B is named, so on A's host the query answers A's data.
 * Its answers are a person's, so an API token may read the checklist but not answer for the person.
 */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'onboarding',
      document: '{ onboarding { answered useCases orgSize jobRole checklist { item done } checklistState } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'saveOnboarding',
      document:
        'mutation { saveOnboarding(input: { useCases: [Others], orgSize: "1-25", jobRole: OTHER }) { answered } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
