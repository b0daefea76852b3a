import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the highlights calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'projectHighlights(projectId)',
      document: 'query($id: ID!) { projectHighlights(projectId: $id) { total items { id text noteTitle } } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createHighlight',
      document:
        'mutation($n: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 1, text: "x" }) { id } }',
      variables: (b) => ({ n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteHighlight',
      document: 'mutation($id: ID!) { deleteHighlight(id: $id) }',
      variables: (b) => ({ id: b.highlightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'tagHighlight',
      document: 'mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { id } }',
      variables: (b) => ({ h: b.highlightId, t: b.otherTagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'untagHighlight',
      document: 'mutation($h: ID!, $t: ID!) { untagHighlight(highlightId: $h, tagId: $t) { id } }',
      variables: (b) => ({ h: b.highlightId, t: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createTranscriptHighlight',
      document:
        'mutation($f: ID!) { createTranscriptHighlight(input: { fileId: $f, startMs: 0, endMs: 1000 }) { id } }',
      variables: (b) => ({ f: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
