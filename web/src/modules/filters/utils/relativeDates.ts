import type { RelativeDate } from '../types/FilterForm';

/** Spec 000 §3 relative dates in the menu's order: 1 hour ago … 2 years ago. */
export const RELATIVE_DATES: readonly RelativeDate[] = ['1h', '1w', '2w', '4w', '1m', '3m', '6m', '1y', '2y'];

export function isRelativeDate(value: string): value is RelativeDate {
  return (RELATIVE_DATES as readonly string[]).includes(value);
}

/** The moment a relative date stands for, counted back from `now` (calendar months and years). */
export function resolveRelativeDate(value: RelativeDate, now: Date): Date {
  const date = new Date(now.getTime());
  const count = Number(value.slice(0, -1));
  switch (value.slice(-1)) {
    case 'h':
      date.setUTCHours(date.getUTCHours() - count);
      break;
    case 'w':
      date.setUTCDate(date.getUTCDate() - 7 * count);
      break;
    case 'm':
      date.setUTCMonth(date.getUTCMonth() - count);
      break;
    default:
      date.setUTCFullYear(date.getUTCFullYear() - count);
  }
  return date;
}

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time that names a real moment (spec 000 §5), else null. */
export function parseIsoDate(value: string): Date | null {
  if (!ISO.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date operand as the moment it means: a relative date from `now`, or an ISO 8601 date (a plain
 * day at its start, or at its end when `endOfDay`, so "before 31 March" includes that day). Null
 * when it is neither (spec 000 §5: dates must be ISO 8601 or relative dates).
 */
export function resolveDate(value: string, now: Date, endOfDay = false): Date | null {
  if (isRelativeDate(value)) return resolveRelativeDate(value, now);
  const date = parseIsoDate(value);
  if (!date) return null;
  if (endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(date.getTime() + 86_400_000 - 1);
  return date;
}
