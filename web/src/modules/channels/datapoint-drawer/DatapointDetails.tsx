import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../common/utils/formatDate';
import { RatingStars } from '../components/RatingStars';
import { SentimentChip } from '../components/SentimentChip';
import { ThemeChip } from '../components/ThemeChip';
import type { DrawerDatapoint } from './DatapointDrawer';
import { SimilarDatapoints } from './SimilarDatapoints';
import { datapointDrawerStrings as strings } from './strings';

/**
 * A data point in full: its words, who wrote them and when, rating, sentiment, source and themes,
 * and the channel's data points nearest to it in meaning. The side panel and the data point's own
 * page (`/data/{id}`) show the same.
 */
export function DatapointDetails({ datapoint }: { datapoint: DrawerDatapoint }) {
  return (
    <>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="datapoint-drawer-text"
      >
        {datapoint.text}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {[
          formatDate(datapoint.occurredAt),
          datapoint.author ? strings.by(datapoint.author) : strings.anonymous,
        ].join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {datapoint.rating ? <RatingStars value={datapoint.rating} /> : null}
        {datapoint.sentiment ? <SentimentChip sentiment={datapoint.sentiment} /> : null}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {strings.source}: {datapoint.datasetTitle}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 0.5 }}>
        {strings.themes}
      </Typography>
      {datapoint.themes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {strings.noThemes}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {datapoint.themes.map((theme) => (
            <ThemeChip key={theme.id} theme={theme} />
          ))}
        </Stack>
      )}
      <SimilarDatapoints id={datapoint.id} channelId={datapoint.channelId} text={datapoint.text} />
    </>
  );
}
