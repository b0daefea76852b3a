import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { csvImportStrings as strings } from '../strings';

/** Step 3 of a CSV import: how many rows (or, with its own `label`, files) are handled so far. */
export function CsvImportProgress({
  done,
  total,
  label: given,
}: {
  done: number;
  total: number;
  label?: string;
}) {
  const label = given ?? strings.importing(done, total);
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
