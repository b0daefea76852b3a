import type { SearchDateInterval } from '../types/ChartGrouping';

const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const HOUR = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * A short axis label for a histogram bucket starting at `key` (ISO, UTC, as the API buckets):
 * "Nov 12" for days and weeks, "Nov 2026" for months; quarters and years keep the API's label.
 */
export function shortDateLabel(key: string, label: string, interval: SearchDateInterval): string {
  const date = new Date(key);
  if (Number.isNaN(date.getTime())) return label;
  switch (interval) {
    case 'day':
    case 'week':
      return DAY.format(date);
    case 'month':
      return MONTH.format(date);
    case 'hour':
    case 'minute':
      return HOUR.format(date);
    default:
      return label;
  }
}
