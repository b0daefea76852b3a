/** A lifetime in seconds as the minutes a manager types ('' for none), and back; null when not a whole number. */
export function secondsToMinutesText(seconds: number | null): string {
  return seconds === null ? '' : String(Math.round(seconds / 60));
}

/** The seconds of a typed number of minutes; null for an empty field, NaN when it is not a whole number. */
export function minutesTextToSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) * 60 : Number.NaN;
}
