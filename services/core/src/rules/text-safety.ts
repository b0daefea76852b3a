/**
 * What a piece of text may hold (issue 7, hole 8). Names and titles are single-line: no control
 * characters (C0, DEL, C1: they break layouts and logs) and no bidirectional override or isolate
 * characters (U+202A–U+202E, U+2066–U+2069: they make text read differently from what is stored).
 * Multi-line text (note content, summaries, messages) may hold tabs and line breaks. No text may hold
 * NUL (PostgreSQL refuses it) or a lone UTF-16 surrogate (not text at all: stored as U+FFFD or
 * refused by PostgreSQL's JSON, half-way through a write).
 */
export type TextKind = 'single-line' | 'multi-line';

/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
// Anything the single-line rules could object to; most text matches none and is accepted at once.
const SINGLE_LINE_SUSPECT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;
const MULTI_LINE_SUSPECT = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Why `value` may not be stored as text of `kind`, as the end of a sentence naming the field
 * ("… contains a broken character"), or null when it may.
 */
export function textProblem(value: string, kind: TextKind): string | null {
  if (!(kind === 'single-line' ? SINGLE_LINE_SUSPECT : MULTI_LINE_SUSPECT).test(value)) return null;
  if (LONE_SURROGATE.test(value)) {
    return 'contains a broken character (a lone UTF-16 surrogate): the text is not valid Unicode.';
  }
  if (value.includes('\u0000')) return 'cannot contain the NUL character (\\u0000).';
  if (kind === 'multi-line') return null;
  if (CONTROL.test(value)) {
    return 'cannot contain control characters such as tabs or line breaks: it is a single line of text.';
  }
  if (BIDI_CONTROL.test(value)) {
    return 'cannot contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069).';
  }
  return null;
}
