import { defineOperation } from '../graphql/utils/defineOperation';
import type { Note } from './types/Note';

export const NOTE_QUERY = defineOperation<{ note: Note }, { id: string }>(
  `query Note($id: ID!) { note(id: $id) { id shortId projectId title content createdAt updatedAt
    highlights { id startOffset endOffset text createdAt tags { id title color } } } }`,
);

const NOTE_SUMMARY = 'id shortId projectId title';

export const RENAME_NOTE_MUTATION = defineOperation<
  { updateNote: Pick<Note, 'id' | 'title'> },
  { input: { id: string; title: string } }
>(`mutation RenameNote($input: UpdateNoteInput!) { updateNote(input: $input) { id title } }`);

export const DUPLICATE_NOTE_MUTATION = defineOperation<
  { duplicateNote: Pick<Note, 'id' | 'shortId' | 'projectId' | 'title'> },
  { id: string }
>(`mutation DuplicateNote($id: ID!) { duplicateNote(id: $id) { ${NOTE_SUMMARY} } }`);

export const MOVE_NOTE_MUTATION = defineOperation<
  { moveNote: Pick<Note, 'id' | 'shortId' | 'projectId' | 'title'> },
  { input: { id: string; projectId: string } }
>(`mutation MoveNote($input: MoveNoteInput!) { moveNote(input: $input) { ${NOTE_SUMMARY} } }`);

export const DELETE_NOTE_MUTATION = defineOperation<{ deleteNote: boolean }, { id: string }>(
  `mutation DeleteNote($id: ID!) { deleteNote(id: $id) }`,
);

export const RESTORE_NOTE_MUTATION = defineOperation<
  { restoreNote: Pick<Note, 'id' | 'shortId' | 'projectId' | 'title'> },
  { id: string }
>(`mutation RestoreNote($id: ID!) { restoreNote(id: $id) { ${NOTE_SUMMARY} } }`);
