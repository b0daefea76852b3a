import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the folders calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'folders',
      document: '{ folders { id name } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'folder(id)',
      document: 'query($id: ID!) { folder(id: $id) { id name children { id } projects { id title } } }',
      variables: (b) => ({ id: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'folder(id).publishedInsights',
      document: 'query($id: ID!) { folder(id: $id) { id publishedInsights { id title projectTitle } } }',
      variables: (b) => ({ id: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createFolder',
      document: 'mutation { createFolder(input: { name: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateFolder',
      document: 'mutation($id: ID!) { updateFolder(input: { id: $id, name: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveFolder',
      document: 'mutation($id: ID!) { moveFolder(input: { id: $id }) { id } }',
      variables: (b) => ({ id: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteFolder',
      document: 'mutation($id: ID!) { deleteFolder(id: $id) }',
      variables: (b) => ({ id: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveProjectToFolder',
      document:
        'mutation($p: ID!, $f: ID!) { moveProjectToFolder(input: { projectId: $p, folderId: $f }) { id } }',
      variables: (b) => ({ p: b.projectId, f: b.folderId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
