import { graphql } from '../../gql';

export const HIGHLIGHT_THEMES_MUTATION = graphql(`
  mutation HighlightThemes($input: HighlightThemesInput!) {
    highlightThemes(input: $input) {
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
