import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the project-access calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'projectAccess(projectId)',
      document:
        'query($id: ID!) { projectAccess(projectId: $id) { generalAccess entries { subjectId name email } } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'setProjectGeneralAccess',
      document:
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { projectId } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'setProjectPermission',
      document:
        'mutation($p: ID!, $g: ID!) { setProjectPermission(input: { projectId: $p, subjectKind: GROUP, subjectId: $g, permission: FULL }) { projectId } }',
      variables: (b) => ({ p: b.projectId, g: b.userGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'removeProjectPermission',
      document:
        'mutation($p: ID!, $g: ID!) { removeProjectPermission(input: { projectId: $p, subjectKind: GROUP, subjectId: $g }) { projectId } }',
      variables: (b) => ({ p: b.projectId, g: b.userGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
