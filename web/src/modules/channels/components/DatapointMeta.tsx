import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TagSentiment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { RatingStars } from './RatingStars';
import { SentimentChip } from './SentimentChip';
import { ThemeChip } from './ThemeChip';

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
        <ThemeChip key={theme.id} theme={theme} />
      ))}
    </Stack>
  );
}
