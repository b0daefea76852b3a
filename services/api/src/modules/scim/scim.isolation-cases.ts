import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/**
 * How the SCIM token calls keep workspace B's tokens from workspace A. (The /scim/v2 REST endpoints
 * are isolated by their tokens: e2e/api/scim-users and scim-groups send A's token to B's host.)
 */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'scimTokens',
      document: '{ scimTokens { id name } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      // Names and dates only, like apiTokens: a manager's API token may list them.
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'scimProvisioning',
      document: '{ scimProvisioning { activeTokens lastSyncAt recentChanges { objectLabel actorName } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'createScimToken',
      document: 'mutation { createScimToken(name: "Planted by A") { token } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'revokeScimToken',
      document: 'mutation($id: ID!) { revokeScimToken(id: $id) }',
      variables: (b) => ({ id: b.scimTokenId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
