import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the tag-boards calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'tagBoards(projectId)',
      document: 'query($id: ID!) { tagBoards(projectId: $id) { id title } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'tagBoard(id)',
      document: 'query($id: ID!) { tagBoard(id: $id) { id title groups { id title tags { id title } } } }',
      variables: (b) => ({ id: b.tagBoardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createTagBoard',
      document:
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Planted by A" }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateTagBoard',
      document: 'mutation($id: ID!) { updateTagBoard(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.tagBoardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteTagBoard',
      document: 'mutation($id: ID!) { deleteTagBoard(id: $id) }',
      variables: (b) => ({ id: b.tagBoardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createTagGroup',
      document:
        'mutation($id: ID!) { createTagGroup(input: { boardId: $id, title: "Planted by A" }) { id } }',
      variables: (b) => ({ id: b.tagBoardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateTagGroup',
      document: 'mutation($id: ID!) { updateTagGroup(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.tagGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteTagGroup',
      document: 'mutation($id: ID!) { deleteTagGroup(id: $id) }',
      variables: (b) => ({ id: b.tagGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveTagGroup',
      document: 'mutation($id: ID!) { moveTagGroup(input: { id: $id }) { id } }',
      variables: (b) => ({ id: b.otherTagGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveTagOnBoard',
      document:
        'mutation($b: ID!, $t: ID!, $g: ID!) { moveTagOnBoard(input: { boardId: $b, tagId: $t, groupId: $g }) { id } }',
      variables: (b) => ({ b: b.tagBoardId, t: b.tagId, g: b.otherTagGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
