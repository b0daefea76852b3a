import { graphql } from '../../gql';

export const DATA_RETENTION_SETTINGS_FIELDS = graphql(`
  fragment DataRetentionSettingsFields on DataRetentionSettings {
    projectId
    projectTitle
    locked
    allowed
    choices
    workspacePolicy {
      recordingsDays
      notesDays
      trashDays
      keepHighlightsAndTranscripts
    }
    projectPolicy {
      recordingsDays
      notesDays
      trashDays
      keepHighlightsAndTranscripts
    }
    effectivePolicy {
      recordingsDays
      notesDays
      trashDays
      keepHighlightsAndTranscripts
    }
    scheduled {
      deletesAt
      text
    }
  }
`);

export const DATA_RETENTION_QUERY = graphql(`
  query DataRetention($projectId: ID) {
    dataRetention(projectId: $projectId) {
      ...DataRetentionSettingsFields
    }
  }
`);

export const DATA_RETENTION_PREVIEW_QUERY = graphql(`
  query DataRetentionPreview($input: DataRetentionPreviewInput!) {
    dataRetentionPreview(input: $input) {
      deletesAt
      text
      groups {
        category
        days
        count
      }
    }
  }
`);

export const UPDATE_WORKSPACE_DATA_RETENTION_MUTATION = graphql(`
  mutation UpdateWorkspaceDataRetention($input: UpdateWorkspaceDataRetentionInput!) {
    updateWorkspaceDataRetention(input: $input) {
      ...DataRetentionSettingsFields
    }
  }
`);

export const UPDATE_PROJECT_DATA_RETENTION_MUTATION = graphql(`
  mutation UpdateProjectDataRetention($input: UpdateProjectDataRetentionInput!) {
    updateProjectDataRetention(input: $input) {
      ...DataRetentionSettingsFields
    }
  }
`);
