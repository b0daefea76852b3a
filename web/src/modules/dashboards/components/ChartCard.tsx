import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { dashboardStrings as strings } from '../strings';
import type { DashboardChart } from '../types/ChartGrouping';
import { usePalette } from '../hooks/useNivoTheme';
import { chartCsv } from '../utils/chartCsv';
import { chartLegend } from '../utils/chartLegend';
import { downloadBlob, fileNameOf } from '../../common/utils/downloadFile';
import { svgToPng } from '../../common/utils/svgToPng';
import { ChartMenu } from './ChartMenu';
import { ChartView } from './ChartView';

/** One chart of a dashboard: its title, match count, drawing and actions. */
export function ChartCard({
  chart,
  editable,
  canMoveUp,
  canMoveDown,
  onEdit,
  onMove,
  onDelete,
  onError,
  chartPath = null,
  large = false,
}: {
  chart: DashboardChart;
  /** The chart's own page (its title links there), or null on that page. */
  chartPath?: string | null;
  /** Drawn taller, alone on its own page. */
  large?: boolean;
  editable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  onError: (error: unknown) => void;
}) {
  const drawing = useRef<HTMLDivElement>(null);
  const palette = usePalette();
  const downloadPng = async () => {
    // nivo draws one SVG per chart (a tooltip, when shown, is HTML beside it).
    const svg = drawing.current?.querySelector('svg');
    if (!svg) return;
    try {
      const caption = {
        title: chart.title,
        subtitle: strings.matches(chart.data.total),
        legend: chartLegend(chart, palette),
      };
      downloadBlob(await svgToPng(svg, caption), fileNameOf(chart.title, 'png'));
    } catch (error) {
      onError(error);
    }
  };
  const downloadCsv = () =>
    downloadBlob(
      new Blob([chartCsv(chart)], { type: 'text/csv;charset=utf-8' }),
      fileNameOf(chart.title, 'csv'),
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`chart-${chart.id}-title`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid="chart-card"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            id={`chart-${chart.id}-title`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {chartPath ? (
              <Link component={RouterLink} to={chartPath} color="inherit" underline="hover">
                {chart.title}
              </Link>
            ) : (
              chart.title
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="chart-total">
            {strings.matches(chart.data.total)}
          </Typography>
        </Box>
        <ChartMenu
          title={chart.title}
          editable={editable}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onEdit={onEdit}
          onMoveUp={() => onMove(-1)}
          onMoveDown={() => onMove(1)}
          onDownloadPng={() => void downloadPng()}
          onDownloadCsv={downloadCsv}
          onDelete={onDelete}
        />
      </Stack>
      <Box ref={drawing} sx={{ height: large ? { xs: 320, sm: 480 } : { xs: 260, sm: 300 }, mt: 1 }}>
        <ChartView chart={chart} />
      </Box>
    </Paper>
  );
}
