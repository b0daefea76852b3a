import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the live-updates subscriptions keep workspace B's changes from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspaceChanged',
      document: 'subscription { workspaceChanged { kind action id } }',
      onOwnHost: {
        notRun: "hears only A's own changes on A's host: live-updates.e2e-spec.ts shows B's never reach A",
      },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
  tokenScope: [
    // The account's own changes (its workspaces, invitations), not one workspace's data.
    {
      name: 'accountChanged',
      document: 'subscription { accountChanged { kind action id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
