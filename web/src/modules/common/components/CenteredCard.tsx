import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { commonStrings } from '../strings';

/** The frame of the sign-in and onboarding pages: the product name above a centred card. */
export function CenteredCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: 8,
        bgcolor: 'background.default',
      }}
    >
      <Typography
        variant="h5"
        component="p"
        color="primary"
        sx={{ fontWeight: 700, mb: 3, letterSpacing: 0.5 }}
      >
        {commonStrings.appName}
      </Typography>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
