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
  // A tail that starts a word (white space just before it) is kept whole; otherwise the cut word's
  // remains go up to the next space.
  const startsAWord = /\s/.test(before.charAt(before.length - lead - 1));
  const space = tail.indexOf(' ');
  const kept = startsAWord || space < 0 || space === tail.length - 1 ? tail : tail.slice(space + 1);
  return [{ text: `…${kept}`, match: false }, ...segments.slice(first)];
}
