import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { commonStrings } from '../strings';

/** The page for an unknown path, or for an item that is not there (with its own title). */
export function NotFoundPage({
  homePath,
  homeLabel,
  body,
  title = commonStrings.notFoundTitle,
}: {
  homePath: string;
  homeLabel: string;
  body: string;
  title?: string;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="not-found-page"
      sx={{ maxWidth: 560, mx: 'auto', mt: 8, p: 4, textAlign: 'center' }}
    >
      <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {body}
      </Typography>
      <Button variant="contained" component={RouterLink} to={homePath}>
        {homeLabel}
      </Button>
    </Paper>
  );
}
