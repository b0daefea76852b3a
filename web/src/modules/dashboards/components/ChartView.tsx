import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardStrings as strings } from '../strings';
import type { ChartDrawing } from '../types/ChartGrouping';
import { chartPeriods, chartRows, valueFormatOf } from '../utils/chartRows';
import { groupingOf, parseChartSearch } from '../utils/chartSearch';
import { shortDateLabel } from '../utils/dateLabel';
import { BarChartView } from './BarChartView';
import { CalloutView } from './CalloutView';
import { LineChartView } from './LineChartView';
import { PieChartView } from './PieChartView';
import { ScoreCalloutView } from './ScoreCalloutView';

/** The drawing of one chart by its type, or what to do when nothing matches it yet. */
export function ChartView({ chart }: { chart: ChartDrawing }) {
  const search = parseChartSearch(chart.search);
  const format = valueFormatOf(search);
  const grouping = groupingOf(search);
  const interval = grouping.interval;
  const label = strings.chartAria(chart.title);
  if (
    chart.type === 'CALLOUT' &&
    (grouping.groupBy === 'npsSegments' || grouping.groupBy === 'csatSegments')
  ) {
    return (
      <ScoreCalloutView
        kind={grouping.groupBy === 'npsSegments' ? 'NPS' : 'CSAT'}
        score={chart.data.score ?? null}
        responses={chart.data.responses ?? 0}
        matched={chart.data.total}
        rows={chartRows(chart)}
        label={label}
      />
    );
  }
  if (chart.type === 'CALLOUT') {
    return <CalloutView periods={chartPeriods(chart)} interval={interval} format={format} label={label} />;
  }
  const rows = chartRows(chart);
  if (chart.data.total === 0 || rows.length === 0) {
    return (
      <Stack
        sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2 }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {strings.noMatches}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {strings.noMatchesHint}
        </Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ height: '100%' }}>
      {chart.type === 'LINE' ? (
        <LineChartView rows={rows} format={format} label={label} interval={interval} />
      ) : null}
      {chart.type === 'BAR' ? (
        <BarChartView
          rows={rows}
          format={format}
          label={label}
          // Bars of dates: short dates on the axis, as on a line.
          tickLabel={
            grouping.groupBy === 'date' ? (row) => shortDateLabel(row.key, row.label, interval) : undefined
          }
        />
      ) : null}
      {chart.type === 'PIE' ? <PieChartView rows={rows} format={format} label={label} /> : null}
    </Box>
  );
}
