import { graphql } from '../../../gql';

/** Groups of a channel's data points by meaning, each a theme a member may create (spec 000 §9). */
export const CHANNEL_THEME_SUGGESTIONS_QUERY = graphql(`
  query ChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {
    channelThemeSuggestions(input: $input) {
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
