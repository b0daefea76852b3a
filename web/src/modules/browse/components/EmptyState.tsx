import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** What a page says when it has nothing to list, and where to go to make something. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: { label: string; to: string };
}) {
  return (
    <Paper variant="outlined" data-testid="empty-state" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
      {action ? (
        <Button variant="contained" component={RouterLink} to={action.to}>
          {action.label}
        </Button>
      ) : null}
    </Paper>
  );
}
