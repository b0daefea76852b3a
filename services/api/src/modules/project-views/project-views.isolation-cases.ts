import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the project-views calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'projectViews(projectId)',
      document: 'query($id: ID!) { projectViews(projectId: $id) { id title state } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'projectView(id)',
      document: 'query($id: ID!) { projectView(id: $id) { id title state } }',
      variables: (b) => ({ id: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'projectViewItems(viewId)',
      document: 'query($id: ID!) { projectViewItems(viewId: $id) { total items { id title preview } } }',
      variables: (b) => ({ id: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createProjectView',
      document:
        'mutation($p: ID!) { createProjectView(input: { projectId: $p, title: "Planted by A", layout: TABLE, objectType: NOTE }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateProjectView',
      document:
        'mutation($id: ID!) { updateProjectView(input: { id: $id, title: "Defaced by A", state: "{}" }) { id } }',
      variables: (b) => ({ id: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteProjectView',
      document: 'mutation($id: ID!) { deleteProjectView(id: $id) }',
      variables: (b) => ({ id: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'reorderProjectView',
      document: 'mutation($id: ID!) { reorderProjectView(input: { id: $id }) { id } }',
      variables: (b) => ({ id: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveViewItem',
      document: 'mutation($v: ID!, $n: ID!) { moveViewItem(input: { viewId: $v, objectId: $n }) { id } }',
      variables: (b) => ({ v: b.projectViewId, n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'saveCanvasObjects',
      document: 'mutation($v: ID!) { saveCanvasObjects(input: { viewId: $v, objects: "[]" }) { id } }',
      variables: (b) => ({ v: b.projectViewId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
