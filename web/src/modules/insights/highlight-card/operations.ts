import { graphql } from '../../../gql';

graphql(`
  fragment WorkspaceHighlightFields on Highlight {
    id
    noteId
    noteTitle
    text
    tags {
      id
      title
      color
    }
  }
`);

export const HIGHLIGHT_CARD_QUERY = graphql(`
  query HighlightCard($id: ID!) {
    highlight(id: $id) {
      ...WorkspaceHighlightFields
    }
  }
`);

export const SEARCH_HIGHLIGHTS_QUERY = graphql(`
  query SearchHighlights($projectId: ID!, $search: String) {
    searchHighlights(projectId: $projectId, search: $search) {
      ...WorkspaceHighlightFields
    }
  }
`);
