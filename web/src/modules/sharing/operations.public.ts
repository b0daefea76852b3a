import { graphql } from '../../gql';

/** Public reads of shared notes and highlights: sent without cookies, as the public insight page's. */
export const SHARED_NOTE_QUERY = graphql(`
  query SharedNote($shareToken: String!) {
    sharedNote(shareToken: $shareToken) {
      title
      createdAt
      content
    }
  }
`);

export const SHARED_HIGHLIGHT_QUERY = graphql(`
  query SharedHighlight($shareToken: String!) {
    sharedHighlight(shareToken: $shareToken) {
      ...PublicHighlightFields
    }
  }
`);
