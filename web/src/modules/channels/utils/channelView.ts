import type { TagSentiment } from '../../../gql/graphql';

export type ChannelTab = 'themes' | 'datapoints' | 'topics' | 'sources';
export type VolumeChartType = 'line' | 'bar';

/** The data points' theme filter: a theme's id, or NO_THEME for data points in no theme. */
export const NO_THEME = 'none';

/**
 * What a channel page shows, kept in its address's hash (spec 000 §2: "hash holds date range, chart
 * type and filter"): the tab, the volume chart's type, the date range (days, `YYYY-MM-DD`) and the
 * data points' filter. Null is "not set".
 */
export interface ChannelView {
  tab: ChannelTab;
  chart: VolumeChartType;
  from: string | null;
  to: string | null;
  theme: string | null;
  sentiment: TagSentiment | null;
  contains: string | null;
}

export const DEFAULT_VIEW: ChannelView = {
  tab: 'themes',
  chart: 'bar',
  from: null,
  to: null,
  theme: null,
  sentiment: null,
  contains: null,
};

const TABS: readonly ChannelTab[] = ['themes', 'datapoints', 'topics', 'sources'];
const CHARTS: readonly VolumeChartType[] = ['line', 'bar'];
const SENTIMENTS: readonly TagSentiment[] = ['positive', 'negative', 'mixed'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day, or null. */
function day(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((each) => each === value) ?? null;
}

/**
 * The dates of a range as they may be kept: each a real day or null, and none at all when the
 * start is after the end (a range that selects nothing is dropped rather than kept).
 */
export function validRange(
  from: string | null,
  to: string | null,
): { from: string | null; to: string | null } {
  const start = day(from);
  const end = day(to);
  if (start && end && start > end) return { from: null, to: null };
  return { from: start, to: end };
}

/** Reads a view from a hash such as `#tab=datapoints&chart=line&from=2026-01-01&theme=none`. */
export function parseChannelView(hash: string): ChannelView {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const contains = params.get('q')?.trim() ?? '';
  return {
    tab: oneOf(params.get('tab'), TABS) ?? DEFAULT_VIEW.tab,
    chart: oneOf(params.get('chart'), CHARTS) ?? DEFAULT_VIEW.chart,
    ...validRange(params.get('from'), params.get('to')),
    theme: params.get('theme') || null,
    sentiment: oneOf(params.get('sentiment'), SENTIMENTS),
    contains: contains === '' ? null : contains,
  };
}

/** The hash of a view (without `#`), leaving out what is at its default and dates that make no range. */
export function formatChannelView(view: ChannelView): string {
  const params = new URLSearchParams();
  const range = validRange(view.from, view.to);
  if (view.tab !== DEFAULT_VIEW.tab) params.set('tab', view.tab);
  if (view.chart !== DEFAULT_VIEW.chart) params.set('chart', view.chart);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (view.theme) params.set('theme', view.theme);
  if (view.sentiment) params.set('sentiment', view.sentiment);
  const contains = view.contains?.trim();
  if (contains) params.set('q', contains);
  return params.toString();
}

/** The range's days as the API's instants: from the start of `from` to the end of `to`, in UTC. */
export function rangeInstants(view: Pick<ChannelView, 'from' | 'to'>): {
  from: string | null;
  to: string | null;
} {
  const range = validRange(view.from, view.to);
  return {
    from: range.from ? `${range.from}T00:00:00.000Z` : null,
    to: range.to ? `${range.to}T23:59:59.999Z` : null,
  };
}
