import { SearchDateInterval } from './dto/search.enums';

/**
 * Calendar buckets in UTC, as PostgreSQL's `date_trunc(unit, t, 'UTC')` draws them (weeks start on
 * Monday), so the empty buckets filled in here line up with the counted ones.
 */
export function truncateUtc(date: Date, interval: SearchDateInterval): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  switch (interval) {
    case SearchDateInterval.year:
      return new Date(Date.UTC(y, 0, 1));
    case SearchDateInterval.quarter:
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case SearchDateInterval.month:
      return new Date(Date.UTC(y, m, 1));
    case SearchDateInterval.week: {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d - sinceMonday));
    }
    case SearchDateInterval.day:
      return new Date(Date.UTC(y, m, d));
    case SearchDateInterval.hour:
      return new Date(Date.UTC(y, m, d, date.getUTCHours()));
    case SearchDateInterval.minute:
      return new Date(Date.UTC(y, m, d, date.getUTCHours(), date.getUTCMinutes()));
  }
}

/** `date` moved by `steps` intervals (negative: back), in UTC calendar terms. */
export function stepUtc(date: Date, interval: SearchDateInterval, steps: number): Date {
  const next = new Date(date.getTime());
  switch (interval) {
    case SearchDateInterval.year:
      next.setUTCFullYear(next.getUTCFullYear() + steps);
      break;
    case SearchDateInterval.quarter:
      next.setUTCMonth(next.getUTCMonth() + 3 * steps);
      break;
    case SearchDateInterval.month:
      next.setUTCMonth(next.getUTCMonth() + steps);
      break;
    case SearchDateInterval.week:
      next.setUTCDate(next.getUTCDate() + 7 * steps);
      break;
    case SearchDateInterval.day:
      next.setUTCDate(next.getUTCDate() + steps);
      break;
    case SearchDateInterval.hour:
      next.setUTCHours(next.getUTCHours() + steps);
      break;
    case SearchDateInterval.minute:
      next.setUTCMinutes(next.getUTCMinutes() + steps);
      break;
  }
  return next;
}

/** Every bucket start from `first` to `last` (both truncated), or null when there are more than `max`. */
export function bucketStarts(
  first: Date,
  last: Date,
  interval: SearchDateInterval,
  max: number,
): Date[] | null {
  const starts: Date[] = [];
  const end = truncateUtc(last, interval).getTime();
  for (let at = truncateUtc(first, interval); at.getTime() <= end; at = stepUtc(at, interval, 1)) {
    if (starts.length === max) return null;
    starts.push(at);
  }
  return starts;
}
