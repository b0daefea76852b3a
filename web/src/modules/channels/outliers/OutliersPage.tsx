import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { idFromPathSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { DatapointsGrid } from '../components/DatapointsGrid';
import { LinkedDatapointDrawer } from '../datapoint-drawer/LinkedDatapointDrawer';
import { useCanEditChannels } from '../hooks/useCanEditChannels';
import { useIdParam } from '../hooks/useIdParam';
import {
  CHANNEL_DATAPOINT_QUERY,
  CHANNEL_DATAPOINT_TOTAL_QUERY,
  CHANNELS_QUERY,
  CHANNEL_QUERY,
} from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { outlierStrings as strings } from './strings';

/** The grid's filter: the data points no theme holds. */
const UNTHEMED = { unthemed: true } as const;

/**
 * /outliers (spec 000 §2): a channel's data points that no theme holds, what its themes miss, in the
 * same grid as the channel's, where contributors file them in a theme. The channel is picked above
 * it (`?channel=` in the address); /outliers/{datumData} opens one data point's panel over its channel.
 */
export function OutliersPage() {
  const canEdit = useCanEditChannels();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const datumId = useIdParam('datumId');
  const channels = useGraphqlQuery(CHANNELS_QUERY);
  const opened = useGraphqlQuery(CHANNEL_DATAPOINT_QUERY, { id: datumId ?? '' }, { skip: datumId === null });
  const list = useMemo(
    () => [...(channels.data?.channels ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
    [channels.data],
  );
  // The address's channel when it is one of the workspace's, else the opened data point's, else the
  // first by title: an address naming no channel (a stale or mistyped link) still lists outliers.
  const asked = idFromPathSegment(params.get('channel') ?? '');
  const channelId =
    list.find((c) => c.id === asked)?.id ?? opened.data?.channelDatapoint.channelId ?? list[0]?.id ?? null;
  const channel = useGraphqlQuery(CHANNEL_QUERY, { id: channelId ?? '' }, { skip: channelId === null });
  const total = useGraphqlQuery(
    CHANNEL_DATAPOINT_TOTAL_QUERY,
    { input: { channelId: channelId ?? '', unthemed: true } },
    { skip: channelId === null },
  );

  if (channels.loading && !channels.data) return <LoadingState />;
  const count = total.data?.channelDatapoints.total;
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          { label: strings.title },
        ]}
      />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {strings.title}
        </Typography>
        <Typography color="text.secondary">{strings.subtitle}</Typography>
      </Box>
      <ErrorAlert error={channels.error ?? channel.error ?? total.error} onRetry={channels.refetch} />
      {channels.data && list.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="outliers-empty"
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {strings.noChannels}
          </Typography>
          <Button variant="contained" component={RouterLink} to={channelPaths.list}>
            {strings.toChannels}
          </Button>
        </Paper>
      ) : null}
      {channelId ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 2, mb: 2 }}>
            <TextField
              select
              size="small"
              label={strings.channel}
              value={list.some((c) => c.id === channelId) ? channelId : ''}
              onChange={(event) => setParams({ channel: event.target.value })}
              sx={{ minWidth: 260 }}
            >
              {list.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title}
                </MenuItem>
              ))}
            </TextField>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600 }}
              data-testid="outliers-count"
            >
              {count === undefined ? '' : strings.heading(count)}
            </Typography>
          </Stack>
          <DatapointsGrid
            channelId={channelId}
            filter={UNTHEMED}
            themes={channel.data?.channel.themes ?? []}
            currentTheme={null}
            canEdit={canEdit}
            emptyLabel={strings.none}
          />
        </>
      ) : null}
      {datumId ? (
        <LinkedDatapointDrawer
          id={datumId}
          onClose={() =>
            void navigate(
              { pathname: '/outliers', search: channelId ? `?channel=${channelId}` : '' },
              { replace: true },
            )
          }
        />
      ) : null}
    </>
  );
}
