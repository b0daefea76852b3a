import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

/** The MUI theme's text, fonts and lines for nivo charts, so charts look like the rest of the app. */
export function useNivoTheme() {
  const theme = useTheme();
  return useMemo(
    () => ({
      background: 'transparent',
      text: { fontFamily: theme.typography.fontFamily, fontSize: 12, fill: theme.palette.text.primary },
      axis: {
        ticks: {
          text: { fill: theme.palette.text.secondary, fontSize: 11 },
          line: { stroke: theme.palette.divider },
        },
        legend: { text: { fill: theme.palette.text.secondary, fontSize: 12 } },
        domain: { line: { stroke: theme.palette.divider } },
      },
      grid: { line: { stroke: theme.palette.divider, strokeWidth: 1 } },
      tooltip: {
        container: {
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          fontSize: 13,
          borderRadius: theme.shape.borderRadius,
          boxShadow: theme.shadows[3],
        },
      },
      labels: { text: { fontFamily: theme.typography.fontFamily, fontSize: 12 } },
    }),
    [theme],
  );
}

/** Bar and slice colours when the buckets bring none (tags bring their own). */
export function usePalette(): string[] {
  const theme = useTheme();
  return useMemo(
    () => [
      theme.palette.primary.main,
      theme.palette.secondary.main,
      '#ef6c00',
      '#8e24aa',
      '#c62828',
      '#2e7d32',
      '#5d4037',
      '#0277bd',
      '#ad1457',
      '#546e7a',
    ],
    [theme],
  );
}
