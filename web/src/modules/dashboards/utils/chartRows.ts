import type { SearchInput } from '../../../gql/graphql';
import type { ChartDrawing } from '../types/ChartGrouping';
import { valueTicks } from './valueTicks';

/** One bucket of a chart, as drawn and as downloaded; value null: the function had nothing to read. */
export interface ChartRow {
  key: string;
  label: string;
  color: string | null;
  count: number;
  value: number | null;
}

/** One period of a CALLOUT chart, newest first. */
export interface ChartPeriodRow {
  index: number;
  from: string;
  to: string;
  count: number;
  value: number | null;
}

/** How a chart's values read: counts, percentages, numbers with decimals, or an NPS score (−100 to 100). */
export type ValueFormat = 'count' | 'percent' | 'decimal' | 'score';

/**
 * Fixed colours of the spec's sentiments and score segments (spec 000 §3, §9), bad to good, so a
 * detractor is red on every chart; other buckets take the palette's.
 */
const KEY_COLORS: Record<string, string> = {
  positive: '#2e7d32',
  mixed: '#ef6c00',
  negative: '#c62828',
  Promoter: '#2e7d32',
  Passive: '#f9a825',
  Detractor: '#c62828',
  Satisfied: '#2e7d32',
  Neutral: '#f9a825',
  Dissatisfied: '#c62828',
};

/** The buckets of the chart's one aggregation (empty when it has none yet). */
export function chartRows(chart: ChartDrawing): ChartRow[] {
  return chart.data.buckets.map((bucket) => ({
    ...bucket,
    color: bucket.color ?? KEY_COLORS[bucket.key] ?? null,
  }));
}

export function chartPeriods(chart: ChartDrawing): ChartPeriodRow[] {
  return chart.data.periods;
}

/** How a stored search's values read: segments are shares of the scores, the rest by its function. */
export function valueFormatOf(search: SearchInput): ValueFormat {
  if (search.aggs?.npsSegments || search.aggs?.csatSegments) return 'percent';
  switch (search.groupFn) {
    case 'PERCENT':
    case 'CSAT':
      return 'percent';
    case 'NPS':
      return 'score';
    case 'AVG':
    case 'SUM':
    case 'MAX':
    case 'MIN':
      return 'decimal';
    default:
      return 'count';
  }
}

/** A value as shown: percentages with one decimal, scores signed and whole, counts whole; — for none. */
export function formatValue(value: number | null, format: ValueFormat): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'score':
      return `${value > 0 ? '+' : ''}${Math.round(value)}`;
    case 'decimal':
      return value.toLocaleString(undefined, { maximumFractionDigits: 2 });
    case 'count':
      return Math.round(value).toLocaleString();
  }
}

/**
 * The value axis of a chart: NPS always spans −100 to 100, so two scores compare at a glance;
 * otherwise round ticks from 0 (or below, when a value is negative) to the largest value.
 */
export function valueAxis(values: readonly (number | null)[], format: ValueFormat): number[] {
  if (format === 'score') return [-100, -50, 0, 50, 100];
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const max = Math.max(0, ...known);
  const min = Math.min(0, ...known);
  // One step on both sides of zero, the one that suits the larger side.
  const step = valueTicks(Math.max(max, -min))[1] ?? 1;
  const ticks: number[] = [];
  for (let tick = -Math.ceil(-min / step) * step || 0; tick <= Math.ceil(max / step) * step; tick += step)
    ticks.push(tick);
  return ticks;
}
