import { graphql } from '../../../gql';

/**
 * A channel's theme suggestion job (issue 34): its state and progress and, once COMPLETED, the groups
 * of the channel's data points by meaning, each a theme a member may create (spec 000 §9).
 */
export const CHANNEL_THEME_JOB_FIELDS = graphql(`
  fragment ChannelThemeJobFields on ThemeJob {
    id
    channelId
    status
    progress
    errorMessage
    amount
    unthemedOnly
    channelSuggestions {
      considered
      model
      suggestions {
        title
        description
        namedBy
        keywords
        datapointIds
        examples
      }
    }
  }
`);

/** The channel's newest suggestion job, running or ended, and its newest completed one. */
export const CHANNEL_THEME_JOBS_QUERY = graphql(`
  query ChannelThemeJobs($channelId: ID!) {
    themeJobs(input: { channelId: $channelId }) {
      latest {
        ...ChannelThemeJobFields
      }
      lastCompleted {
        ...ChannelThemeJobFields
      }
    }
  }
`);

export const START_CHANNEL_THEME_SUGGESTIONS_MUTATION = graphql(`
  mutation StartChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {
    startChannelThemeSuggestions(input: $input) {
      ...ChannelThemeJobFields
    }
  }
`);

export const CANCEL_CHANNEL_THEME_JOB_MUTATION = graphql(`
  mutation CancelChannelThemeJob($id: ID!) {
    cancelThemeJob(id: $id) {
      ...ChannelThemeJobFields
    }
  }
`);
