import { defineOperation } from '../graphql/utils/defineOperation';
import type { Note } from './types/Note';

export const NOTE_QUERY = defineOperation<{ note: Note }, { id: string }>(
  `query Note($id: ID!) { note(id: $id) { id shortId projectId title content createdAt updatedAt
    highlights { id startOffset endOffset text createdAt tags { id title color } } } }`,
);
