import Chip from '@mui/material/Chip';
import type { TagSentiment } from '../../../gql/graphql';
import { channelStrings } from '../strings';
import { SENTIMENT_COLORS } from '../utils/sentimentColors';

/** A data point's sentiment as a small outlined chip in the sentiment's colour. */
export function SentimentChip({ sentiment }: { sentiment: TagSentiment }) {
  const color = SENTIMENT_COLORS[sentiment];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={channelStrings.sentiments[sentiment]}
      sx={{ color, borderColor: color, fontWeight: 500 }}
    />
  );
}
