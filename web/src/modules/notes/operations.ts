import { graphql } from '../../gql';

/** A highlight as the note page shows it; its note's id places it in the cached note. */
export const HIGHLIGHT_FIELDS_FRAGMENT = graphql(`
  fragment HighlightFields on Highlight {
    id
    noteId
    startOffset
    endOffset
    text
    detached
    aiGenerated
    highlightReason
    startAnchor
    endAnchor
    createdAt
    tags {
      id
      title
      color
    }
  }
`);

graphql(`
  fragment NoteLocationFields on Note {
    id
    shortId
    projectId
    title
  }
`);

export const NOTE_QUERY = graphql(`
  query Note($id: ID!) {
    note(id: $id) {
      id
      shortId
      projectId
      title
      createdAt
      createdByName
      updatedAt
      highlights {
        ...HighlightFields
      }
    }
  }
`);

export const RENAME_NOTE_MUTATION = graphql(`
  mutation RenameNote($input: UpdateNoteInput!) {
    updateNote(input: $input) {
      id
      title
    }
  }
`);

export const DUPLICATE_NOTE_MUTATION = graphql(`
  mutation DuplicateNote($id: ID!) {
    duplicateNote(id: $id) {
      ...NoteLocationFields
    }
  }
`);

export const MOVE_NOTE_MUTATION = graphql(`
  mutation MoveNote($input: MoveNoteInput!) {
    moveNote(input: $input) {
      ...NoteLocationFields
    }
  }
`);

export const DELETE_NOTE_MUTATION = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id)
  }
`);

export const RESTORE_NOTE_MUTATION = graphql(`
  mutation RestoreNote($id: ID!) {
    restoreNote(id: $id) {
      ...NoteLocationFields
    }
  }
`);
