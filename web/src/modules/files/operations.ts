import { graphql } from '../../gql';

graphql(`
  fragment FileFields on File {
    id
    name
    mime
    fileType
    size
    status
    durationMs
    url
    createdAt
  }
`);

graphql(`
  fragment TranscriptCueFields on TranscriptCue {
    id
    position
    startMs
    endMs
    speaker
    text
  }
`);

export const FILES_QUERY = graphql(`
  query NoteFiles($noteId: ID!) {
    files(noteId: $noteId) {
      ...FileFields
    }
  }
`);

export const TRANSCRIPT_QUERY = graphql(`
  query FileTranscript($id: ID!) {
    file(id: $id) {
      id
      transcript {
        ...TranscriptCueFields
      }
    }
  }
`);

export const DELETE_FILE_MUTATION = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

export const IMPORT_TRANSCRIPT_MUTATION = graphql(`
  mutation ImportTranscript($input: ImportTranscriptInput!) {
    importTranscript(input: $input) {
      ...TranscriptCueFields
    }
  }
`);

export const CREATE_TRANSCRIPT_HIGHLIGHT_MUTATION = graphql(`
  mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {
    createTranscriptHighlight(input: $input) {
      ...HighlightFields
    }
  }
`);

/** The note a file belongs to, for /f/{fileId}. */
export const FILE_NOTE_QUERY = graphql(`
  query FileNote($id: ID!) {
    file(id: $id) {
      id
      noteId
    }
  }
`);
