import { graphql } from '../../gql';

export const AI_SETTINGS_QUERY = graphql(`
  query AiSettings {
    aiSettings {
      generativeAiEnabled
      enabledBySetting
      disabledByPlan
      summariesEnabled
      customPromptAllowed
      advancedSummariesAllowed
      semanticSearchAllowed
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
      advancedSummariesAllowed
      semanticSearchAllowed
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
      autoSummarize
      defaultFramework
      defaultLanguage
      unavailableReason
      unavailableMessage
      provider {
        kind
        model
      }
      activeJob {
        id
        status
        progress
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

export const START_NOTE_SUMMARY_MUTATION = graphql(`
  mutation StartNoteSummary($input: GenerateNoteSummaryInput!) {
    startNoteSummary(input: $input) {
      id
      status
      progress
    }
  }
`);

export const CANCEL_NOTE_SUMMARY_JOB_MUTATION = graphql(`
  mutation CancelNoteSummaryJob($id: ID!) {
    cancelNoteSummaryJob(id: $id) {
      id
      status
    }
  }
`);

export const NOTE_SUMMARY_JOB_PROGRESS_SUBSCRIPTION = graphql(`
  subscription NoteSummaryJobProgress($jobId: ID!) {
    noteSummaryJobProgress(jobId: $jobId) {
      jobId
      status
      progress
      text
      errorMessage
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
        modelRegion
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

export const NOTE_HIGHLIGHT_SUGGESTIONS_QUERY = graphql(`
  query NoteHighlightSuggestions($noteId: ID!) {
    noteHighlightSuggestions(noteId: $noteId) {
      noteId
      highlightsMode
      tagsMode
      canReview
      suggestions {
        id
        text
        startOffset
        endOffset
        highlightReason
        suggestedTagIds
        suggestedTags {
          id
          title
          color
        }
        provider
        model
      }
    }
  }
`);

export const SUGGEST_HIGHLIGHTS_MUTATION = graphql(`
  mutation SuggestHighlights($noteId: ID!) {
    suggestHighlights(noteId: $noteId) {
      created
      aiActivityId
    }
  }
`);

export const REVIEW_HIGHLIGHT_SUGGESTION_MUTATION = graphql(`
  mutation ReviewHighlightSuggestion($input: ReviewHighlightSuggestionInput!) {
    reviewHighlightSuggestion(input: $input) {
      id
      review
      highlightId
    }
  }
`);

export const ACCEPT_ALL_HIGHLIGHT_SUGGESTIONS_MUTATION = graphql(`
  mutation AcceptAllHighlightSuggestions($noteId: ID!) {
    acceptAllHighlightSuggestions(noteId: $noteId) {
      accepted
      skipped
    }
  }
`);

export const AI_AUTO_FEATURES_QUERY = graphql(`
  query AiAutoFeatures($projectId: ID) {
    aiAutoFeatures(projectId: $projectId) {
      feature
      workspaceMode
      projectMode
      effectiveMode
    }
  }
`);

export const UPDATE_AI_AUTO_FEATURE_MUTATION = graphql(`
  mutation UpdateAiAutoFeature($input: UpdateAiAutoFeatureInput!) {
    updateAiAutoFeature(input: $input) {
      feature
      workspaceMode
      projectMode
      effectiveMode
    }
  }
`);

export const NOTE_REDACTION_SUGGESTIONS_QUERY = graphql(`
  query NoteRedactionSuggestions($noteId: ID!) {
    noteRedactionSuggestions(noteId: $noteId) {
      noteId
      redactMode
      canReview
      suggestions {
        id
        kind
        text
        startOffset
        endOffset
      }
    }
  }
`);

export const REVIEW_REDACTION_SUGGESTION_MUTATION = graphql(`
  mutation ReviewRedactionSuggestion($input: ReviewRedactionSuggestionInput!) {
    reviewRedactionSuggestion(input: $input) {
      id
      review
    }
  }
`);

export const INSIGHT_SUMMARY_QUERY = graphql(`
  query InsightSummaryPanel($insightId: ID!) {
    insightSummary(insightId: $insightId) {
      insightId
      defaultFramework
      defaultLanguage
      unavailableReason
      unavailableMessage
      provider {
        kind
        model
      }
      activeJob {
        id
        status
        progress
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

export const START_INSIGHT_SUMMARY_MUTATION = graphql(`
  mutation StartInsightSummary($input: GenerateInsightSummaryInput!) {
    startInsightSummary(input: $input) {
      id
      status
      progress
    }
  }
`);

export const UPDATE_INSIGHT_SUMMARY_MUTATION = graphql(`
  mutation UpdateInsightSummary($input: UpdateInsightSummaryInput!) {
    updateInsightSummary(input: $input) {
      insightId
      content
    }
  }
`);
