import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { peopleStrings } from '../strings';

/** Step 3 of the import: how many rows the server has taken so far. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const label = peopleStrings.importing(done, total);
  return (
    <Box sx={{ py: 2 }}>
      <Typography sx={{ mb: 1 }} role="status">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (done / total) * 100}
        aria-label={label}
      />
    </Box>
  );
}
