import { graphql } from '../../gql';

export const HOME_QUERY = graphql(`
  query Home {
    home {
      recent {
        id
        kind
        title
        projectId
        projectTitle
        updatedAt
        createdByYou
      }
      publishedInsights {
        id
        title
        projectId
        projectTitle
        publishedAt
      }
    }
  }
`);
