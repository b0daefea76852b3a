/** One sentence of a note, exactly as it stands in the note's text. */
export interface NoteSentence {
  /** Verbatim: `content.slice(start, start + text.length) === text`. */
  text: string;
  start: number;
  /** Position in the note, 0 first. */
  index: number;
  /** The speaker named as `Name:` at the start of its line, when the line has one. */
  speaker: string | null;
  /** A time stamp such as `[00:12:30]` or `12:30` at the start of its line, when there is one. */
  time: string | null;
  /** Lower-case words, for cue and keyword matching. */
  words: string[];
  isQuestion: boolean;
}

/** Long run-on passages (a transcript without full stops) are cut at commas into pieces no longer than this. */
const MAX_SENTENCE_CHARS = 400;
const LINE_PREFIX =
  /^(\s*(?:\[(\d{1,2}:\d{2}(?::\d{2})?)\]|(\d{1,2}:\d{2}(?::\d{2})?))\s*)?(?:([A-Z][\p{L}'.-]*(?: [A-Z][\p{L}'.-]*){0,2}):\s+)?/u;
// A sentence ends at . ! ? (or an ellipsis) followed by space; quotes and brackets may close it.
const SENTENCE_END = /[.!?…]+["”')\]]*\s+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * The note's sentences, each a verbatim slice of `content` with its offset, speaker and time stamp
 * (read from `Name:` and `[00:00]` at a line's start, which are left out of the sentence). What the
 * built-in summaries show is only ever these slices, so every sentence they show is in the note.
 */
export function noteSentences(content: string): NoteSentence[] {
  const sentences: NoteSentence[] = [];
  let lineStart = 0;
  for (const line of content.split('\n')) {
    const prefix = LINE_PREFIX.exec(line);
    const skip = prefix?.[0].length ?? 0;
    const time = prefix?.[2] ?? prefix?.[3] ?? null;
    const speaker = prefix?.[4] ?? null;
    const body = line.slice(skip);
    let from = 0;
    const push = (end: number): void => {
      for (const piece of pieces(body, from, end)) {
        const raw = body.slice(piece.from, piece.to);
        const text = raw.trim();
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        const start = lineStart + skip + piece.from + (raw.length - raw.trimStart().length);
        sentences.push({
          text,
          start,
          index: sentences.length,
          speaker,
          time,
          words: text.toLowerCase().match(WORD) ?? [],
          isQuestion: /\?["”')\]]*$/u.test(text),
        });
      }
    };
    SENTENCE_END.lastIndex = 0;
    for (let match = SENTENCE_END.exec(body); match; match = SENTENCE_END.exec(body)) {
      const end = match.index + match[0].trimEnd().length;
      push(end);
      from = match.index + match[0].length;
    }
    push(body.length);
    lineStart += line.length + 1;
  }
  return sentences;
}

/** [from, to) split further at ", " or "; " when longer than MAX_SENTENCE_CHARS. */
function pieces(body: string, from: number, to: number): { from: number; to: number }[] {
  if (to - from <= MAX_SENTENCE_CHARS) return [{ from, to }];
  const out: { from: number; to: number }[] = [];
  let start = from;
  while (to - start > MAX_SENTENCE_CHARS) {
    const window = body.slice(start, start + MAX_SENTENCE_CHARS);
    const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(' '));
    const end = cut > 0 ? start + cut + 1 : start + MAX_SENTENCE_CHARS;
    out.push({ from: start, to: end });
    start = end;
  }
  out.push({ from: start, to });
  return out;
}

/** How many words the note holds (the not-enough-content rule counts these). */
export function wordCount(content: string): number {
  return content.match(WORD)?.length ?? 0;
}
