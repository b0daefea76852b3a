import type { Highlight, TextSegment } from '../types/Note';

/**
 * Cuts the note's text into plain runs and highlighted runs by startOffset/endOffset. Highlights are
 * taken in order of their start; a part that overlaps an earlier highlight stays with the earlier one.
 */
export function segmentText(content: string, highlights: Highlight[]): TextSegment[] {
  const sorted = [...highlights]
    .filter((h) => h.endOffset > h.startOffset && h.startOffset < content.length)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const highlight of sorted) {
    const start = Math.max(highlight.startOffset, cursor, 0);
    const end = Math.min(highlight.endOffset, content.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: content.slice(cursor, start), start: cursor, highlight: null });
    segments.push({ text: content.slice(start, end), start, highlight });
    cursor = end;
  }
  if (cursor < content.length) segments.push({ text: content.slice(cursor), start: cursor, highlight: null });
  return segments;
}
