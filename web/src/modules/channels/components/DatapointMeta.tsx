import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TagSentiment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { channelPaths } from '../utils/channelPaths';
import { RatingStars } from './RatingStars';
import { SentimentChip } from './SentimentChip';

/**
 * A data point's date, author, rating, sentiment, themes and source on one wrapping line: under its
 * text on a phone, where the grid has no room for a column each.
 */
export function DatapointMeta({
  datapoint,
}: {
  datapoint: {
    occurredAt: string;
    author?: string | null;
    rating?: number | null;
    sentiment?: TagSentiment | null;
    datasetTitle: string;
    themes: readonly { id: string; title: string }[];
  };
}) {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary">
        {[formatDate(datapoint.occurredAt), datapoint.author, datapoint.datasetTitle]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {datapoint.rating ? <RatingStars value={datapoint.rating} /> : null}
      {datapoint.sentiment ? <SentimentChip sentiment={datapoint.sentiment} /> : null}
      {datapoint.themes.map((theme) => (
        <Chip
          key={theme.id}
          size="small"
          label={theme.title}
          component={RouterLink}
          to={channelPaths.theme(theme)}
          clickable
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Stack>
  );
}
