import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet panel for an empty list. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
