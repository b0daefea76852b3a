import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TagSentiment } from '../../../gql/graphql';
import { sentimentStrings } from '../strings';

const COLORS = { positive: 'success', negative: 'error', mixed: 'warning' } as const;

/** A highlight's or data point's sentiment, read by the built-in word list; nothing when neutral. */
export function SentimentChip({ sentiment }: { sentiment: TagSentiment | null | undefined }) {
  if (!sentiment) return null;
  return (
    <Tooltip title={sentimentStrings.hint}>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[sentiment]}
        label={sentimentStrings.label[sentiment]}
        data-testid="sentiment-chip"
      />
    </Tooltip>
  );
}
