import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * The box of a chart's hover tooltip, in the theme's paper and text colours: a fixed white box
 * carried the page's text colour, so in the dark theme it showed white text on white.
 */
export function ChartTooltip({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={3}
      data-testid="chart-tooltip"
      sx={{ px: 1.25, py: 0.75, fontSize: 13, whiteSpace: 'nowrap', color: 'text.primary' }}
    >
      {children}
    </Paper>
  );
}
