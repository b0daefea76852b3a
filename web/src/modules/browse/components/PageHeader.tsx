import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A browsing page's title, with the layout toggle (or other actions) at its end. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, mr: 2 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
