import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { channelStrings } from '../strings';
import { topicQueryParts } from '../utils/topicQueryParts';

/**
 * A topic's words as they read rather than as syntax: each word or phrase a chip, the words left out
 * in red ("not refund"), with `or` and `and` between them.
 */
export function TopicQuery({ query }: { query: string }) {
  const parts = useMemo(() => topicQueryParts(query), [query]);
  return (
    <Box
      data-testid="topic-query"
      title={query}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      {parts.map((part, index) => {
        if (part.kind !== 'term')
          return (
            <Typography key={index} variant="caption" color="text.secondary">
              {part.kind === 'or' ? channelStrings.queryOr : channelStrings.queryAnd}
            </Typography>
          );
        const text = part.phrase ? `“${part.text}”` : part.text;
        return (
          <Chip
            key={index}
            size="small"
            variant="outlined"
            color={part.excluded ? 'error' : 'default'}
            label={part.excluded ? channelStrings.queryNot(text) : text}
            sx={{
              maxWidth: '100%',
              height: 'auto',
              minHeight: 24,
              '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            }}
          />
        );
      })}
    </Box>
  );
}
