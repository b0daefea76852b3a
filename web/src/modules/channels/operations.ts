import { graphql } from '../../gql';

graphql(`
  fragment ChannelThemeFields on ChannelTheme {
    id
    channelId
    channelTitle
    title
    description
    datapointCount
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ChannelDatasetFields on ChannelDataset {
    id
    channelId
    title
    source
    createdAt
    datapointCount
  }
`);

graphql(`
  fragment ChannelSummaryFields on Channel {
    id
    title
    description
    createdAt
    updatedAt
    datapointCount
    themeCount
    topicCount
  }
`);

graphql(`
  fragment ChannelTopicFields on ChannelTopic {
    id
    channelId
    channelTitle
    title
    query
    datapointCount
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ChannelDatapointFields on ChannelDatapoint {
    id
    channelId
    datasetId
    datasetTitle
    text
    author
    rating
    sentiment
    occurredAt
    createdAt
    themes {
      id
      title
    }
  }
`);

/** Every channel of the workspace, for /channels. */
export const CHANNELS_QUERY = graphql(`
  query Channels {
    channels {
      ...ChannelSummaryFields
      datasets {
        id
      }
    }
  }
`);

/** One channel with its themes and sources: the channel page's header, Themes and Sources tabs. */
export const CHANNEL_QUERY = graphql(`
  query Channel($id: ID!) {
    channel(id: $id) {
      ...ChannelSummaryFields
      datasets {
        ...ChannelDatasetFields
      }
      themes {
        ...ChannelThemeFields
      }
    }
  }
`);

/** One theme, for /themes/{themeId}. */
export const CHANNEL_THEME_QUERY = graphql(`
  query ChannelTheme($id: ID!) {
    channelTheme(id: $id) {
      ...ChannelThemeFields
    }
  }
`);

/** A channel's topics (by title), for its Topics tab. */
export const CHANNEL_TOPICS_QUERY = graphql(`
  query ChannelTopics($channelId: ID!) {
    channelTopics(channelId: $channelId) {
      ...ChannelTopicFields
    }
  }
`);

/** One topic, for /t/{topicId}. */
export const CHANNEL_TOPIC_QUERY = graphql(`
  query ChannelTopic($id: ID!) {
    channelTopic(id: $id) {
      ...ChannelTopicFields
    }
  }
`);

/** How many data points words match as a topic's, and the first few: the topic dialog's preview. */
export const TOPIC_PREVIEW_QUERY = graphql(`
  query TopicPreview($input: ChannelDatapointsInput!) {
    channelDatapoints(input: $input) {
      total
      items {
        id
        text
      }
    }
  }
`);

/** One page of a channel's data points, filtered, sorted by date and paged on the server. */
export const CHANNEL_DATAPOINTS_QUERY = graphql(`
  query ChannelDatapoints($input: ChannelDatapointsInput!) {
    channelDatapoints(input: $input) {
      total
      items {
        ...ChannelDatapointFields
      }
    }
  }
`);

/** One data point by id: its own page (`/data/{id}`) and its panel opened by address. */
export const CHANNEL_DATAPOINT_QUERY = graphql(`
  query ChannelDatapoint($id: ID!) {
    channelDatapoint(id: $id) {
      ...ChannelDatapointFields
    }
  }
`);

/** How many data points match a filter, without reading them (the Themes tab's "no theme" count). */
export const CHANNEL_DATAPOINT_TOTAL_QUERY = graphql(`
  query ChannelDatapointTotal($input: ChannelDatapointsInput!) {
    channelDatapoints(input: $input) {
      total
    }
  }
`);

/** Data points over time, by sentiment: the volume chart. */
export const CHANNEL_VOLUME_QUERY = graphql(`
  query ChannelVolume($input: ChannelVolumeInput!) {
    channelVolume(input: $input) {
      start
      count
      positive
      negative
      mixed
    }
  }
`);

export const CREATE_CHANNEL_MUTATION = graphql(`
  mutation CreateChannel($input: CreateChannelInput!) {
    createChannel(input: $input) {
      ...ChannelSummaryFields
    }
  }
`);

export const UPDATE_CHANNEL_MUTATION = graphql(`
  mutation UpdateChannel($input: UpdateChannelInput!) {
    updateChannel(input: $input) {
      ...ChannelSummaryFields
    }
  }
`);

export const DELETE_CHANNEL_MUTATION = graphql(`
  mutation DeleteChannel($id: ID!) {
    deleteChannel(id: $id)
  }
`);

/** One batch (≤ 1000 rows) of a CSV import into a new dataset (datasetTitle) or an existing one (datasetId). */
export const IMPORT_CHANNEL_DATAPOINTS_MUTATION = graphql(`
  mutation ImportChannelDatapoints($input: ImportChannelDatapointsInput!) {
    importChannelDatapoints(input: $input) {
      dataset {
        ...ChannelDatasetFields
      }
      importedCount
      rejected {
        rowNumber
        field
        reason
      }
    }
  }
`);

export const DELETE_CHANNEL_DATASET_MUTATION = graphql(`
  mutation DeleteChannelDataset($id: ID!) {
    deleteChannelDataset(id: $id)
  }
`);

export const DELETE_CHANNEL_DATAPOINTS_MUTATION = graphql(`
  mutation DeleteChannelDatapoints($ids: [ID!]!) {
    deleteChannelDatapoints(ids: $ids)
  }
`);

export const CREATE_CHANNEL_THEME_MUTATION = graphql(`
  mutation CreateChannelTheme($input: CreateChannelThemeInput!) {
    createChannelTheme(input: $input) {
      ...ChannelThemeFields
    }
  }
`);

export const UPDATE_CHANNEL_THEME_MUTATION = graphql(`
  mutation UpdateChannelTheme($input: UpdateChannelThemeInput!) {
    updateChannelTheme(input: $input) {
      ...ChannelThemeFields
    }
  }
`);

export const DELETE_CHANNEL_THEME_MUTATION = graphql(`
  mutation DeleteChannelTheme($id: ID!) {
    deleteChannelTheme(id: $id)
  }
`);

export const ADD_DATAPOINTS_TO_THEME_MUTATION = graphql(`
  mutation AddDatapointsToTheme($input: ChannelThemeDatapointsInput!) {
    addDatapointsToTheme(input: $input) {
      ...ChannelThemeFields
    }
  }
`);

export const REMOVE_DATAPOINTS_FROM_THEME_MUTATION = graphql(`
  mutation RemoveDatapointsFromTheme($input: ChannelThemeDatapointsInput!) {
    removeDatapointsFromTheme(input: $input) {
      ...ChannelThemeFields
    }
  }
`);

export const CREATE_CHANNEL_TOPIC_MUTATION = graphql(`
  mutation CreateChannelTopic($input: CreateChannelTopicInput!) {
    createChannelTopic(input: $input) {
      ...ChannelTopicFields
    }
  }
`);

export const UPDATE_CHANNEL_TOPIC_MUTATION = graphql(`
  mutation UpdateChannelTopic($input: UpdateChannelTopicInput!) {
    updateChannelTopic(input: $input) {
      ...ChannelTopicFields
    }
  }
`);

export const DELETE_CHANNEL_TOPIC_MUTATION = graphql(`
  mutation DeleteChannelTopic($id: ID!) {
    deleteChannelTopic(id: $id)
  }
`);

/** Data points of the channel nearest in meaning to one (its text as a VECTOR search, spec 000 §3). */
export const SIMILAR_DATAPOINTS_QUERY = graphql(`
  query SimilarDatapoints($input: SearchInput!) {
    search(input: $input) {
      items {
        id
        preview {
          title {
            text
          }
          content {
            text
          }
        }
      }
    }
  }
`);
