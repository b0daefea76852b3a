import { graphql } from '../../gql';

export const PROJECT_HIGHLIGHTS_QUERY = graphql(`
  query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {
    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {
      total
      offset
      limit
      items {
        id
        noteId
        noteTitle
        text
        sentiment
        createdAt
        tags {
          id
          title
          color
        }
      }
    }
  }
`);

export const FILTER_TAGS_QUERY = graphql(`
  query HighlightFilterTags($projectId: ID!) {
    tags(projectId: $projectId) {
      id
      title
      color
      highlightCount
    }
  }
`);
