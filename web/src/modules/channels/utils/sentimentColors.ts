import type { TagSentiment } from '../../../gql/graphql';

/** One colour per sentiment (and for none), shared by chips and the volume chart's series. */
export const SENTIMENT_COLORS: Record<TagSentiment | 'other', string> = {
  positive: '#2e7d32',
  negative: '#c62828',
  mixed: '#ef8f00',
  other: '#90a4ae',
};
