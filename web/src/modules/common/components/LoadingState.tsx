import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { commonStrings } from '../strings';

/** A centred spinner while data loads. */
export function LoadingState({ label = commonStrings.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      {/* Named by the text beside it (axe: a progressbar needs an accessible name). */}
      <CircularProgress size={28} aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
