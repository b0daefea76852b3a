import Papa from 'papaparse';
import { tagChartStrings as strings } from '../strings';
import type { TagChartData } from './chartItems';

/**
 * The tag chart's visible items as CSV, with every measure (the chart draws one of them), largest
 * first by the chosen one. RFC 4180 quoting by papaparse, which also defuses a title that starts
 * like a spreadsheet formula.
 */
export function tagChartCsv(chart: TagChartData, order: readonly string[]): string {
  const c = strings.csvColumns;
  const rank = new Map(order.map((id, index) => [id, index]));
  const items = chart.items
    .filter((item) => !item.hidden)
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return Papa.unparse(
    {
      fields: [c.item, c.kind, c.highlights, c.notes, c.textVolume],
      data: items.map((item) => [
        item.title,
        item.kind === 'GROUP' ? c.group : c.tag,
        item.highlightCount,
        item.noteCount,
        item.textVolume,
      ]),
    },
    { escapeFormulae: true },
  );
}
