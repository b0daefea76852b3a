import { graphql } from '../../gql';

graphql(`
  fragment TranscriptionJobFields on TranscriptionJob {
    id
    fileId
    language
    status
    progress
    minutes
    model
    detectedLanguage
    cueCount
    errorMessage
    createdAt
    finishedAt
  }
`);

export const TRANSCRIPTION_SETTINGS_QUERY = graphql(`
  query TranscriptionSettings {
    transcriptionSettings {
      endpointConfigured
      model
      unavailableMessage
      defaultLanguage
      provider
      settingsAllowed
      chooseProviderAllowed
      hipaaEnforced
      minutesUsedThisMonth
      maxMonthlyMinutes
      languages
    }
  }
`);

export const UPDATE_TRANSCRIPTION_SETTINGS_MUTATION = graphql(`
  mutation UpdateTranscriptionSettings($input: UpdateTranscriptionSettingsInput!) {
    updateTranscriptionSettings(input: $input) {
      defaultLanguage
      provider
      unavailableMessage
    }
  }
`);

export const PROJECT_TRANSCRIPTION_SETTINGS_QUERY = graphql(`
  query ProjectTranscriptionSettings($projectId: ID!) {
    projectTranscriptionSettings(projectId: $projectId) {
      projectId
      language
      inherited
    }
  }
`);

export const UPDATE_PROJECT_TRANSCRIPTION_SETTINGS_MUTATION = graphql(`
  mutation UpdateProjectTranscriptionSettings($input: UpdateProjectTranscriptionSettingsInput!) {
    updateProjectTranscriptionSettings(input: $input) {
      projectId
      language
      inherited
    }
  }
`);

export const FILE_TRANSCRIPTION_QUERY = graphql(`
  query FileTranscription($fileId: ID!) {
    fileTranscription(fileId: $fileId) {
      fileId
      job {
        ...TranscriptionJobFields
      }
    }
  }
`);

export const START_TRANSCRIPTION_MUTATION = graphql(`
  mutation StartTranscription($input: StartTranscriptionInput!) {
    startTranscription(input: $input) {
      ...TranscriptionJobFields
    }
  }
`);

export const CANCEL_TRANSCRIPTION_MUTATION = graphql(`
  mutation CancelTranscription($id: ID!) {
    cancelTranscription(id: $id) {
      ...TranscriptionJobFields
    }
  }
`);
