import type { ChartDrawing } from '../types/ChartGrouping';
import { chartRows, formatValue, valueFormatOf } from './chartRows';
import { parseChartSearch } from './chartSearch';

/**
 * The legend of a downloaded bar or pie chart: each bucket's colour as drawn (its own, else the
 * palette's by position, as BarChartView and PieChartView pick them), whole label and value. A line
 * (one series) and a callout (numbers written out) need none.
 */
export function chartLegend(
  chart: ChartDrawing,
  palette: readonly string[],
): { label: string; value: string; color: string }[] {
  if (chart.type !== 'BAR' && chart.type !== 'PIE') return [];
  const format = valueFormatOf(parseChartSearch(chart.search));
  return chartRows(chart).map((row, index) => ({
    label: row.label,
    value: formatValue(row.value, format),
    color: row.color ?? palette[index % palette.length] ?? '#000000',
  }));
}
