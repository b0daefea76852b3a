import { graphql } from '../../gql';

export const AI_SETTINGS_QUERY = graphql(`
  query AiSettings {
    aiSettings {
      generativeAiEnabled
      enabledBySetting
      disabledByPlan
      summariesEnabled
      customPromptAllowed
      provider {
        kind
        model
      }
    }
  }
`);

export const UPDATE_AI_SETTINGS_MUTATION = graphql(`
  mutation UpdateAiSettings($input: UpdateAiSettingsInput!) {
    updateAiSettings(input: $input) {
      generativeAiEnabled
      enabledBySetting
      disabledByPlan
      summariesEnabled
      customPromptAllowed
      provider {
        kind
        model
      }
    }
  }
`);

export const SUMMARY_FRAMEWORKS_QUERY = graphql(`
  query SummaryFrameworks {
    summaryFrameworks {
      framework
      label
      description
    }
  }
`);

export const NOTE_SUMMARY_QUERY = graphql(`
  query NoteSummaryPanel($noteId: ID!) {
    noteSummary(noteId: $noteId) {
      noteId
      defaultFramework
      defaultLanguage
      unavailableReason
      unavailableMessage
      provider {
        kind
        model
      }
      summary {
        framework
        language
        content
        generatedAt
        editedAt
        generatedWith {
          kind
          model
        }
      }
    }
  }
`);

export const GENERATE_NOTE_SUMMARY_MUTATION = graphql(`
  mutation GenerateNoteSummary($input: GenerateNoteSummaryInput!) {
    generateNoteSummary(input: $input) {
      noteId
      content
    }
  }
`);

export const UPDATE_NOTE_SUMMARY_MUTATION = graphql(`
  mutation UpdateNoteSummary($input: UpdateNoteSummaryInput!) {
    updateNoteSummary(input: $input) {
      noteId
      content
    }
  }
`);

export const AI_ACTIVITY_QUERY = graphql(`
  query AiActivity($offset: Int!, $limit: Int!) {
    aiActivity(offset: $offset, limit: $limit) {
      totalCount
      nodes {
        id
        task
        framework
        provider {
          kind
          model
        }
        promptVersion
        inputKind
        inputIds
        projectId
        language
        requestedByName
        errorMessage
        startedAt
        finishedAt
        outputChars
        status
      }
    }
  }
`);

export const UPDATE_PROJECT_AI_DEFAULTS_MUTATION = graphql(`
  mutation UpdateProjectAiDefaults($input: UpdateProjectAiDefaultsInput!) {
    updateProjectAiDefaults(input: $input) {
      projectId
      defaultFramework
      defaultSummaryLanguage
    }
  }
`);
