import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TagSentiment } from '../../../gql/graphql';
import { datapointPath } from '../utils/channelPaths';
import { DatapointDetails } from './DatapointDetails';
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
            <IconButton
              aria-label={strings.openPage}
              title={strings.openPage}
              component={RouterLink}
              to={datapointPath(datapoint)}
            >
              <OpenInNewIcon />
            </IconButton>
            <IconButton aria-label={strings.close} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <DatapointDetails datapoint={datapoint} />
        </Box>
      ) : null}
    </Drawer>
  );
}
