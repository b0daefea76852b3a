import type { SearchTextSegment } from '../types/SearchResultItem';

/**
 * A one-line preview that starts shortly before the first match: a line cut at the width of the
 * dialog would otherwise hide the very words that matched. Text before the match beyond `lead`
 * characters becomes "…", cut at a word boundary.
 */
export function aroundFirstMatch(segments: readonly SearchTextSegment[], lead = 40): SearchTextSegment[] {
  const first = segments.findIndex((segment) => segment.match);
  if (first < 0) return [...segments];
  const before = segments
    .slice(0, first)
    .map((segment) => segment.text)
    .join('');
  if (before.length <= lead) return [...segments];
  const tail = before.slice(before.length - lead);
  const space = tail.indexOf(' ');
  const kept = space >= 0 && space < tail.length - 1 ? tail.slice(space + 1) : tail;
  return [{ text: `…${kept}`, match: false }, ...segments.slice(first)];
}
