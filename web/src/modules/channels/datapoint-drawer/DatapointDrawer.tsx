import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TagSentiment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { RatingStars } from '../components/RatingStars';
import { SentimentChip } from '../components/SentimentChip';
import { channelPaths } from '../utils/channelPaths';
import { SimilarDatapoints } from './SimilarDatapoints';
import { datapointDrawerStrings as strings } from './strings';

/** What the panel shows of a data point: a row of the channel's grid. */
export interface DrawerDatapoint {
  id: string;
  channelId: string;
  text: string;
  author?: string | null;
  rating?: number | null;
  sentiment?: TagSentiment | null;
  occurredAt: string;
  datasetTitle: string;
  themes: readonly { id: string; title: string }[];
}

/**
 * A data point in full beside the grid (the whole screen on a phone): its words, who wrote them and
 * when, rating, sentiment, source and themes, and the channel's data points nearest to it in meaning.
 */
export function DatapointDrawer({
  datapoint,
  onClose,
}: {
  datapoint: DrawerDatapoint | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={datapoint !== null}
      onClose={onClose}
      // Above the app bar, which sits over the navigation drawer: the panel's own close must show.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      {datapoint ? (
        <Box
          component="article"
          aria-labelledby="datapoint-drawer-title"
          sx={{ p: 2.5 }}
          data-testid="datapoint-drawer"
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography id="datapoint-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {strings.title}
            </Typography>
            <IconButton aria-label={strings.close} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
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
                <Chip
                  key={theme.id}
                  size="small"
                  label={theme.title}
                  component={RouterLink}
                  to={channelPaths.theme(theme)}
                  clickable
                />
              ))}
            </Stack>
          )}
          <SimilarDatapoints id={datapoint.id} channelId={datapoint.channelId} text={datapoint.text} />
        </Box>
      ) : null}
    </Drawer>
  );
}
