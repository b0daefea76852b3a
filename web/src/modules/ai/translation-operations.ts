import { graphql } from '../../gql';

export const NOTE_TRANSLATION_JOB_FIELDS = graphql(`
  fragment NoteTranslationJobFields on NoteTranslationJob {
    id
    noteId
    sourceLanguage
    targetLanguage
    status
    progress
    outcome
    error
    errorMessage
    translatedNoteId
  }
`);

export const START_NOTE_TRANSLATION_MUTATION = graphql(`
  mutation StartNoteTranslation($input: TranslateNoteInput!) {
    startNoteTranslation(input: $input) {
      ...NoteTranslationJobFields
    }
  }
`);

export const NOTE_TRANSLATION_JOB_QUERY = graphql(`
  query NoteTranslationJob($id: ID!) {
    noteTranslationJob(id: $id) {
      ...NoteTranslationJobFields
    }
  }
`);

export const CANCEL_NOTE_TRANSLATION_MUTATION = graphql(`
  mutation CancelNoteTranslation($id: ID!) {
    cancelNoteTranslation(id: $id) {
      ...NoteTranslationJobFields
    }
  }
`);

export const NOTE_TRANSLATION_JOBS_QUERY = graphql(`
  query NoteTranslationJobs($noteId: ID!) {
    noteTranslationJobs(noteId: $noteId) {
      live {
        ...NoteTranslationJobFields
      }
    }
  }
`);
