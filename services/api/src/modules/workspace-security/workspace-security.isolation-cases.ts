import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** Why a settings change is not sent on A's own host: it names nothing of B and would change A. */
const CHANGES_OWN_SETTINGS =
  "changes the caller's own workspace settings: it names nothing of B, and on A it would change A";

/** How the sign-in rules of workspace B stay out of reach of A, and that no API token may touch them. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspaceSecurity',
      document:
        '{ workspaceSecurity { ssoEnforced idleLifetime absoluteLifetime breakGlassManagers { email } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'saveSessionLifetimes',
      document:
        'mutation { saveSessionLifetimes(input: { idleLifetime: 3600, absoluteLifetime: 86400 }) { idleLifetime } }',
      onOwnHost: { notRun: CHANGES_OWN_SETTINGS },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'saveSsoEnforcement',
      document:
        'mutation($ids: [ID!]!) { saveSsoEnforcement(input: { ssoEnforced: false, breakGlassAccountIds: $ids }) { ssoEnforced } }',
      variables: (b) => ({ ids: [b.managerId] }),
      onOwnHost: { notRun: CHANGES_OWN_SETTINGS },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'idpGroupRoles',
      document: '{ idpGroupRoles { groupName role workspaceAdmin } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'saveIdpGroupRoles',
      document:
        'mutation { saveIdpGroupRoles(input: { mappings: [{ groupName: "planted", role: MANAGER, workspaceAdmin: true }] }) { groupName } }',
      onOwnHost: { notRun: CHANGES_OWN_SETTINGS },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
