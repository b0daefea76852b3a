import Papa from 'papaparse';
import { dashboardStrings as strings } from '../strings';
import type { DashboardChart } from '../types/ChartGrouping';
import { chartPeriods, chartRows } from './chartRows';

/**
 * The chart's data as CSV (RFC 4180; papaparse quotes labels with commas, quotes or line breaks,
 * and escapes leading = + - @ so a spreadsheet never runs a tag title as a formula).
 */
export function chartCsv(chart: DashboardChart): string {
  const c = strings.csvColumns;
  if (chart.type === 'CALLOUT') {
    return Papa.unparse(
      {
        fields: [c.period, c.from, c.to, c.count, c.value],
        data: chartPeriods(chart).map((p) => [p.index, p.from, p.to, p.count, p.value ?? '']),
      },
      { escapeFormulae: true },
    );
  }
  const rows = chartRows(chart).map((row) => [row.label, row.key, row.count, row.value ?? '']);
  // Segments charts end with their score, counted over the responses.
  const score = chart.data.score ?? null;
  if (score !== null) rows.push([c.score, '', chart.data.responses ?? 0, score]);
  return Papa.unparse(
    {
      fields: [c.label, c.key, c.count, c.value],
      data: rows,
    },
    { escapeFormulae: true },
  );
}
