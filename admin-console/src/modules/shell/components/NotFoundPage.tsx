import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellStrings } from '../strings';

/** Any console address that leads nowhere. */
export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {shellStrings.notFoundTitle}
      </Typography>
      <Typography>{shellStrings.notFoundBody}</Typography>
      <Button component={RouterLink} to="/workspaces" variant="contained">
        {shellStrings.toWorkspaces}
      </Button>
    </Stack>
  );
}
