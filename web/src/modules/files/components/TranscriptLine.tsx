import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { TranscriptCue } from '../types/FileItem';
import { formatTimestamp } from '../utils/formatTimestamp';

/**
 * One line of a transcript: its time, speaker and words. A click (Enter) plays from there; a
 * Shift+click (Shift+Enter) extends the selected stretch to it. The line being spoken is marked
 * aria-current, and selected lines aria-selected. Its name is its visible text (time, speaker,
 * words); what a click does is the transcript's description.
 */
export function TranscriptLine({
  cue,
  index,
  spoken,
  selected,
  onActivate,
}: {
  cue: TranscriptCue;
  index: number;
  spoken: boolean;
  selected: boolean;
  onActivate: (index: number, extend: boolean) => void;
}) {
  const time = formatTimestamp(cue.startMs);
  return (
    <Box
      component="li"
      role="option"
      tabIndex={0}
      aria-current={spoken ? 'true' : undefined}
      aria-selected={selected}
      data-testid="transcript-line"
      data-cue-index={index}
      onClick={(event: MouseEvent) => onActivate(index, event.shiftKey)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onActivate(index, event.shiftKey);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr',
        gap: 1,
        width: '100%',
        textAlign: 'left',
        alignItems: 'start',
        px: 1,
        py: 0.75,
        borderRadius: 1,
        borderLeft: 3,
        borderLeftColor: spoken ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : spoken ? 'action.hover' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        cursor: 'pointer',
        userSelect: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ pt: 0.25, fontVariantNumeric: 'tabular-nums' }}
      >
        {time}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: spoken ? 600 : 400 }}>
        {cue.speaker ? (
          <>
            <Typography component="span" variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {cue.speaker}:
            </Typography>{' '}
          </>
        ) : null}
        {cue.text}
      </Typography>
    </Box>
  );
}
