import { graphql } from '../../gql';

graphql(`
  fragment PublicHighlightFields on PublicHighlight {
    id
    quote
    noteTitle
    tags {
      title
      color
    }
  }
`);

/** Public reads: sent without cookies (spec 000 §1/§7, the public insights mode). */
export const SHARED_INSIGHT_QUERY = graphql(`
  query SharedInsight($shareToken: String!) {
    sharedInsight(shareToken: $shareToken) {
      title
      publishedAt
      contentJson
      content
      highlights {
        ...PublicHighlightFields
      }
    }
  }
`);

export const EMBEDDED_HIGHLIGHT_QUERY = graphql(`
  query EmbeddedHighlight($highlightId: ID!) {
    embeddedHighlight(highlightId: $highlightId) {
      ...PublicHighlightFields
    }
  }
`);
