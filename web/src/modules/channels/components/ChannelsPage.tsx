import AddIcon from '@mui/icons-material/Add';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useCanEditChannels } from '../hooks/useCanEditChannels';
import { CHANNELS_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { outlierStrings } from '../outliers/strings';
import { channelPaths } from '../utils/channelPaths';
import { ChannelCard } from './ChannelCard';
import { ChannelDialog } from './ChannelDialog';

/**
 * /channels: every channel of the workspace as a card (title, description, data points, themes,
 * sources, last change), newest change first. Contributors create channels; an empty workspace is
 * told what a channel is for.
 */
export function ChannelsPage() {
  const canEdit = useCanEditChannels();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useGraphqlQuery(CHANNELS_QUERY);
  const [createOpen, setCreateOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const channels = [...(data?.channels ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' }, mb: 3, gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {channelStrings.title}
          </Typography>
          <Typography color="text.secondary">{channelStrings.subtitle}</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {channels.length > 0 ? (
            <Button variant="outlined" component={RouterLink} to={channelPaths.outliers}>
              {outlierStrings.link}
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
              {channelStrings.newChannel}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      {loading && !data ? <LoadingState /> : null}
      {data && channels.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="channels-empty"
        >
          <ForumOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {channelStrings.emptyTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
            {channelStrings.emptyBody}
          </Typography>
          {canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
              {channelStrings.newChannel}
            </Button>
          ) : (
            <Typography color="text.secondary">{channelStrings.emptyViewer}</Typography>
          )}
        </Paper>
      ) : null}
      {channels.length > 0 ? (
        <Box
          component="ul"
          aria-label={channelStrings.listLabel}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} sourceCount={channel.datasets.length} />
            </li>
          ))}
        </Box>
      ) : null}
      <ChannelDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onSaved={(channel) => {
          setNotice(channelStrings.created(channel.title));
          void navigate(channelPaths.channel(channel));
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
