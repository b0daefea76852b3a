import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A slide's heading, large on a screen and still readable on a phone. */
export function SlideTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h3"
      component="h1"
      sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.75rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
