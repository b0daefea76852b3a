import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the access-requests calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'accessRequestTarget(projectId)',
      document: 'query($id: ID!) { accessRequestTarget(projectId: $id) { projectId hasAccess } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'accessRequestTarget(noteId)',
      document: 'query($id: ID!) { accessRequestTarget(noteId: $id) { projectId hasAccess } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'accessRequests(projectId)',
      document: 'query($id: ID!) { accessRequests(projectId: $id) { id message requester { id email } } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'requestProjectAccess',
      document:
        'mutation($p: ID!) { requestProjectAccess(input: { projectId: $p, permission: FULL, message: "let me in" }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'approveAccessRequest',
      document:
        'mutation($id: ID!) { approveAccessRequest(input: { id: $id, permission: FULL }) { id status } }',
      variables: (b) => ({ id: b.accessRequestId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'denyAccessRequest',
      document: 'mutation($id: ID!) { denyAccessRequest(id: $id) { id status } }',
      variables: (b) => ({ id: b.accessRequestId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
