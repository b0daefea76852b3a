/** Caret colours that read on white and carry white labels. */
const CARET_COLORS = ['#1e88e5', '#d81b60', '#43a047', '#f4511e', '#8e24aa', '#00897b', '#6d4c41', '#3949ab'];

/** A member's caret colour, the same for them in every editor and on every device. */
export function caretColor(accountId: string): string {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLORS[hash % CARET_COLORS.length] as string;
}
