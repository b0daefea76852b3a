import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the notes calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'notes(projectId)',
      document: 'query($id: ID!) { notes(projectId: $id) { id title content } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'note(id)',
      document: 'query($id: ID!) { note(id: $id) { id title content highlights { text } } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createNote',
      document: 'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Planted by A" }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateNote',
      document: 'mutation($id: ID!) { updateNote(input: { id: $id, title: "Defaced by A" }) { id title } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteNote',
      document: 'mutation($id: ID!) { deleteNote(id: $id) }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'duplicateNote',
      document: 'mutation($id: ID!) { duplicateNote(id: $id) { id } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveNote',
      document: 'mutation($id: ID!, $p: ID!) { moveNote(input: { id: $id, projectId: $p }) { id } }',
      variables: (b) => ({ id: b.noteId, p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'restoreNote',
      document: 'mutation($id: ID!) { restoreNote(id: $id) { id } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteNoteForever',
      document: 'mutation($id: ID!) { deleteNoteForever(id: $id) }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
