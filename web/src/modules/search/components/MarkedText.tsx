import Box from '@mui/material/Box';
import type { SearchTextSegment } from '../types/SearchResultItem';

/** Preview text with the words that matched the query in <mark> (spec 000 §3, preview segments). */
export function MarkedText({ segments }: { segments: readonly SearchTextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Box
            component="mark"
            key={index}
            data-testid="search-match"
            sx={{
              // Pale yellow under dark text; in the dark theme a dim amber under light text.
              bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255, 202, 40, 0.32)' : '#fff3b0'),
              color: 'inherit',
              borderRadius: 0.5,
              px: 0.25,
              fontWeight: 600,
            }}
          >
            {segment.text}
          </Box>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
