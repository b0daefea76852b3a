import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import type { ReelClipFieldsFragment } from '../../../gql/graphql';
import { useClipPlayback } from '../hooks/useClipPlayback';
import { reelStrings } from '../strings';
import { formatClipTime } from '../utils/formatClipTime';

/**
 * Plays a reel: its clips one after another from their stored recordings (HTML5 video or audio,
 * seeking to each clip's start and moving on at its end), the current clip's transcript text,
 * speaker and note, previous and next, and the list of clips to jump to.
 */
export function ReelPlayer({ title, clips }: { title: string; clips: readonly ReelClipFieldsFragment[] }) {
  const playback = useClipPlayback(clips);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const clip = clips[playback.index];
  if (!clip) return null;
  const total = clips.length;
  const mediaProps = {
    src: clip.mediaUrl,
    preload: 'metadata',
    controls: true,
    'data-testid': 'reel-media',
    onTimeUpdate: playback.onTimeUpdate,
    onPause: playback.onPause,
    onPlay: playback.onPlay,
    onError: () => setFailedUrl(clip.mediaUrl),
  } as const;
  return (
    <Stack spacing={2} aria-label={reelStrings.playerLabel(title)} component="section">
      <Paper variant="outlined" sx={{ p: 2 }}>
        {clip.type === 'VIDEO' ? (
          <Box
            component="video"
            key={clip.mediaUrl}
            {...mediaProps}
            ref={(element: HTMLVideoElement | null) => {
              playback.mediaRef.current = element;
            }}
            sx={{ width: '100%', maxHeight: 420, bgcolor: 'common.black', borderRadius: 1 }}
          />
        ) : (
          <Box
            component="audio"
            key={clip.mediaUrl}
            {...mediaProps}
            ref={(element: HTMLAudioElement | null) => {
              playback.mediaRef.current = element;
            }}
            sx={{ width: '100%' }}
          />
        )}
        {failedUrl === clip.mediaUrl ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {reelStrings.mediaError}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          <Tooltip title={reelStrings.previous} describeChild>
            <span>
              <IconButton
                onClick={() => playback.select(playback.index - 1)}
                disabled={playback.index === 0}
                aria-label={reelStrings.previous}
              >
                <NavigateBeforeIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button
            variant="contained"
            onClick={playback.toggle}
            startIcon={playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
          >
            {playback.playing ? reelStrings.pause : reelStrings.play}
          </Button>
          <Tooltip title={reelStrings.next} describeChild>
            <span>
              <IconButton
                onClick={() => playback.select(playback.index + 1)}
                disabled={playback.index + 1 >= total}
                aria-label={reelStrings.next}
              >
                <NavigateNextIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" color="text.secondary" data-testid="reel-counter">
            {reelStrings.clipCounter(playback.index + 1, total)}
          </Typography>
        </Stack>
        <Box sx={{ mt: 2 }} data-testid="reel-current-clip">
          <Typography variant="overline" color="text.secondary" component="p">
            {clip.speaker ?? reelStrings.unnamedSpeaker} ·{' '}
            {reelStrings.clipTimes(formatClipTime(clip.startTime), formatClipTime(clip.endTime))}
          </Typography>
          <Typography variant="h6" component="blockquote" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            “{clip.text}”
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {reelStrings.fromNote(clip.noteTitle)}
          </Typography>
          {clip.tags.length > 0 ? (
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {clip.tags.map((tag) => (
                <Chip
                  key={tag.title}
                  size="small"
                  label={tag.title}
                  variant="outlined"
                  sx={{ borderColor: tag.color }}
                />
              ))}
            </Stack>
          ) : null}
        </Box>
      </Paper>
      <Paper variant="outlined">
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {reelStrings.clipsHeading}
        </Typography>
        <List dense aria-label={reelStrings.clipsHeading}>
          {clips.map((item, i) => (
            <ListItem key={item.clipId} disablePadding>
              <ListItemButton
                selected={i === playback.index}
                onClick={() => playback.select(i)}
                aria-current={i === playback.index ? 'true' : undefined}
              >
                <ListItemText
                  primary={`${i + 1}. ${item.text}`}
                  secondary={`${item.speaker ?? reelStrings.unnamedSpeaker} · ${item.noteTitle} · ${reelStrings.clipTimes(
                    formatClipTime(item.startTime),
                    formatClipTime(item.endTime),
                  )}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
