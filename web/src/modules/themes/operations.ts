import { graphql } from '../../gql';

export const HIGHLIGHT_THEMES_FIELDS = graphql(`
  fragment HighlightThemesFields on HighlightThemesModel {
    considered
    unclustered
    amount
    strictness
    embeddingModel
    rejectedNames
    modelFailed
    aiActivityId
    provider {
      kind
      model
    }
    themes {
      name
      description
      namedBy
      keywords
      highlights {
        id
        noteId
        noteTitle
        projectId
        text
      }
    }
  }
`);

export const THEME_JOB_FIELDS = graphql(`
  fragment ThemeJobFields on ThemeJob {
    id
    projectId
    status
    progress
    errorMessage
    amount
    strictness
    result {
      ...HighlightThemesFields
    }
  }
`);

export const THEME_JOBS_QUERY = graphql(`
  query ThemeJobs($input: ThemeScopeInput!) {
    themeJobs(input: $input) {
      latest {
        ...ThemeJobFields
      }
      lastCompleted {
        ...ThemeJobFields
      }
    }
  }
`);

export const START_HIGHLIGHT_THEMES_MUTATION = graphql(`
  mutation StartHighlightThemes($input: HighlightThemesInput!) {
    startHighlightThemes(input: $input) {
      ...ThemeJobFields
    }
  }
`);

export const CANCEL_THEME_JOB_MUTATION = graphql(`
  mutation CancelThemeJob($id: ID!) {
    cancelThemeJob(id: $id) {
      ...ThemeJobFields
    }
  }
`);

export const ACCEPT_THEME_MUTATION = graphql(`
  mutation AcceptTheme($input: AcceptThemeInput!) {
    acceptTheme(input: $input) {
      tag {
        ...TagFields
      }
      highlightIds
    }
  }
`);

export const DRAFT_THEME_INSIGHT_MUTATION = graphql(`
  mutation DraftThemeInsight($input: DraftThemeInsightInput!) {
    draftThemeInsight(input: $input) {
      id
      title
      published
    }
  }
`);
