import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the user-groups calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'userGroups',
      document: '{ userGroups { id name members { id email } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createUserGroup',
      document: 'mutation { createUserGroup(input: { name: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'renameUserGroup',
      document: 'mutation($id: ID!) { renameUserGroup(input: { id: $id, name: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.userGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'deleteUserGroup',
      document: 'mutation($id: ID!) { deleteUserGroup(id: $id) }',
      variables: (b) => ({ id: b.userGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'addUserGroupMembers',
      document:
        'mutation($id: ID!, $m: ID!) { addUserGroupMembers(input: { groupId: $id, memberIds: [$m] }) { id } }',
      variables: (b) => ({ id: b.userGroupId, m: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'removeUserGroupMembers',
      document:
        'mutation($id: ID!, $m: ID!) { removeUserGroupMembers(input: { groupId: $id, memberIds: [$m] }) { id } }',
      variables: (b) => ({ id: b.userGroupId, m: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
