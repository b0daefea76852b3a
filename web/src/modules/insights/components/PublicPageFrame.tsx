import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { insightStrings } from '../strings';

/** The frame of a public page: the content in a reading column and a quiet footer. */
export function PublicPageFrame({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        // A reader whose browser prefers dark gets the dark page, not a pale one under light text.
        bgcolor: (theme) =>
          compact
            ? theme.palette.background.paper
            : theme.palette.mode === 'dark'
              ? theme.palette.background.default
              : theme.palette.grey[50],
        py: compact ? 1 : 6,
      }}
    >
      <Container maxWidth="md">
        {children}
        {compact ? null : (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 4, textAlign: 'center' }}
          >
            {insightStrings.publicFooter}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
