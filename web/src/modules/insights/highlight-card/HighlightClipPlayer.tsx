import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '../../files/utils/formatTimestamp';
import { insightStrings } from '../strings';
import type { HighlightClip } from '../types/Insight';

/**
 * A highlight's stretch of its recording in the browser's own player. The media fragment
 * (`#t=start,end`, seconds) makes the player start at the highlight and pause at its end; the
 * stream answers Range requests, so only that stretch is fetched.
 */
export function HighlightClipPlayer({ clip }: { clip: HighlightClip }) {
  const from = formatTimestamp(clip.startMs);
  const to = formatTimestamp(clip.endMs);
  const src = `${clip.url}#t=${clip.startMs / 1000},${clip.endMs / 1000}`;
  const label = insightStrings.clipLabel(clip.name, from, to);
  return (
    <Box data-testid="highlight-clip" data-start-ms={clip.startMs} data-end-ms={clip.endMs}>
      {clip.fileType === 'VIDEO' ? (
        <Box
          component="video"
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          sx={{ width: '100%', maxHeight: '40vh', borderRadius: 1, bgcolor: 'common.black' }}
        />
      ) : (
        <Box
          component="audio"
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          sx={{ width: '100%' }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {insightStrings.clipTimes(from, to)}
      </Typography>
    </Box>
  );
}
