/**
 * Caret colours that read on white and carry white labels: each has at least 4.5:1 contrast with
 * white (WCAG 2.1 AA for the 12 px name label), so the 600 shades of the Material palette are too light.
 */
export const CARET_COLORS = [
  '#1565c0',
  '#c2185b',
  '#2e7d32',
  '#bf360c',
  '#8e24aa',
  '#00695c',
  '#6d4c41',
  '#3949ab',
] as const;

/** A member's caret colour, the same for them in every editor and on every device. */
export function caretColor(accountId: string): string {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLORS[hash % CARET_COLORS.length] as string;
}
