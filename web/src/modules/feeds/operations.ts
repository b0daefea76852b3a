import { graphql } from '../../gql';

graphql(`
  fragment SavedFeedFields on SavedFeed {
    id
    title
    search
    updatedAt
  }
`);

/** The signed-in member's saved feeds, by title. */
export const SAVED_FEEDS_QUERY = graphql(`
  query SavedFeeds {
    savedFeeds {
      ...SavedFeedFields
    }
  }
`);

export const SAVED_FEED_QUERY = graphql(`
  query SavedFeed($id: ID!) {
    savedFeed(id: $id) {
      ...SavedFeedFields
    }
  }
`);

export const CREATE_SAVED_FEED_MUTATION = graphql(`
  mutation CreateSavedFeed($input: CreateSavedFeedInput!) {
    createSavedFeed(input: $input) {
      ...SavedFeedFields
    }
  }
`);

export const RENAME_SAVED_FEED_MUTATION = graphql(`
  mutation RenameSavedFeed($input: RenameSavedFeedInput!) {
    renameSavedFeed(input: $input) {
      ...SavedFeedFields
    }
  }
`);

export const DELETE_SAVED_FEED_MUTATION = graphql(`
  mutation DeleteSavedFeed($id: ID!) {
    deleteSavedFeed(id: $id)
  }
`);
