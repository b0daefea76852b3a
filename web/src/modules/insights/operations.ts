import { graphql } from '../../gql';

graphql(`
  fragment InsightFields on Insight {
    id
    shortId
    projectId
    title
    content
    contentJson
    published
    publishedAt
    locked
    lockedAt
    createdAt
    createdByName
    updatedAt
  }
`);

export const INSIGHT_QUERY = graphql(`
  query Insight($id: ID!) {
    insight(id: $id) {
      ...InsightFields
    }
  }
`);

export const CREATE_INSIGHT_MUTATION = graphql(`
  mutation CreateInsight($input: CreateInsightInput!) {
    createInsight(input: $input) {
      ...InsightFields
    }
  }
`);

export const UPDATE_INSIGHT_MUTATION = graphql(`
  mutation UpdateInsight($input: UpdateInsightInput!) {
    updateInsight(input: $input) {
      ...InsightFields
    }
  }
`);

export const PUBLISH_INSIGHT_MUTATION = graphql(`
  mutation PublishInsight($id: ID!) {
    publishInsight(id: $id) {
      ...InsightFields
    }
  }
`);

export const UNPUBLISH_INSIGHT_MUTATION = graphql(`
  mutation UnpublishInsight($id: ID!) {
    unpublishInsight(id: $id) {
      ...InsightFields
    }
  }
`);

export const LOCK_INSIGHT_MUTATION = graphql(`
  mutation LockInsight($id: ID!) {
    lockInsight(id: $id) {
      ...InsightFields
    }
  }
`);

export const UNLOCK_INSIGHT_MUTATION = graphql(`
  mutation UnlockInsight($id: ID!) {
    unlockInsight(id: $id) {
      ...InsightFields
    }
  }
`);

export const DELETE_INSIGHT_MUTATION = graphql(`
  mutation DeleteInsight($id: ID!) {
    deleteInsight(id: $id)
  }
`);
