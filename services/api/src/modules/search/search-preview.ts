import type { SearchTextSegment } from './dto/search-result.model';

/** Marks ts_headline puts around matches: private-use characters that no text of ours carries. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export const TITLE_HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
export const CONTENT_HEADLINE_OPTIONS = `MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/** How much of an item's text a preview without a query shows. */
export const PREVIEW_CHARS = 240;

/** Splits marked text into segments; unmarked text is one segment without a match. */
export function toSegments(marked: string): SearchTextSegment[] {
  const segments: SearchTextSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = marked;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    push(rest.slice(start + 1, stop), true);
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  return segments;
}

/** The opening of a text, cut at a word boundary, for previews without a query. */
export function opening(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}
