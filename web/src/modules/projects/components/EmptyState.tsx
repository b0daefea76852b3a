import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet panel for an empty list, with an optional hint saying what to do next. */
export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color={hint ? 'text.primary' : 'text.secondary'}>{text}</Typography>
      {hint ? <Typography color="text.secondary">{hint}</Typography> : null}
    </Paper>
  );
}
