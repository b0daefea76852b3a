import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the tags calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'tags',
      document: 'query($id: ID!) { tags(projectId: $id) { id title } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'tag(id)',
      document: 'query($id: ID!) { tag(id: $id) { id title } }',
      variables: (b) => ({ id: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'tagHighlights(tagId)',
      document: 'query($id: ID!) { tagHighlights(tagId: $id) { id text noteTitle } }',
      variables: (b) => ({ id: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createTag',
      document: 'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Planted by A" }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateTag',
      document: 'mutation($id: ID!) { updateTag(input: { id: $id, title: "Defaced by A" }) { id title } }',
      variables: (b) => ({ id: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'mergeTags',
      document: 'mutation($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { id } }',
      variables: (b) => ({ s: b.tagId, t: b.otherTagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteTag',
      document: 'mutation($id: ID!) { deleteTag(id: $id) }',
      variables: (b) => ({ id: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
