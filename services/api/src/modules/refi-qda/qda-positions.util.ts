/**
 * REFI-QDA positions count characters (Unicode code points) of the source's plain-text file, where a
 * line break is one character ("\n", Fieldnote's default) or two ("\r\n", what MAXQDA and Windows
 * tools write). Fieldnote's highlight offsets count UTF-16 code units of the note's plain text, whose
 * line breaks are always "\n". These functions convert between the two exactly.
 */

/** How line breaks are written into an exported plain-text file. */
export type LineEnding = 'LF' | 'CRLF';

/** The note's plain text as the exported file holds it. */
export function exportedText(text: string, lineEnding: LineEnding): string {
  return lineEnding === 'CRLF' ? text.replace(/\n/g, '\r\n') : text;
}

/**
 * For each UTF-16 offset of `text` (0 … text.length), its REFI-QDA position in the exported file:
 * astral characters (two code units) count one, "\n" counts two when written as "\r\n".
 */
export function qdaPositionTable(text: string, lineEnding: LineEnding): Uint32Array {
  const table = new Uint32Array(text.length + 1);
  const lineBreak = lineEnding === 'CRLF' ? 2 : 1;
  let position = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = position;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        // The low half of the pair sits inside the same character.
        table[i + 1] = position;
        i++;
      }
    }
    position += code === 0x0a ? lineBreak : 1;
  }
  table[text.length] = position;
  return table;
}

/** How an imported file's positions counted "\r\n". */
export type CrlfCounting = 'NONE' | 'ONE' | 'TWO';

/** An imported source's text as Fieldnote keeps it, and its positions turned into offsets of it. */
export interface ImportedText {
  /** The text with every line break as "\n". */
  text: string;
  counting: CrlfCounting;
  /** The UTF-16 offset in `text` of a REFI-QDA position, or null when it is outside the text. */
  offsetOf(position: number): number | null;
}

/** UTF-16 offsets of each code point of `text` (and of its end), in a table indexed by code point. */
function codePointOffsets(text: string): Uint32Array {
  const offsets = new Uint32Array(text.length + 1);
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    offsets[count++] = i;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  offsets[count] = text.length;
  return offsets.subarray(0, count + 1);
}

const WORD = /[\p{L}\p{N}]/u;
const isWord = (ch: string | undefined) => ch !== undefined && WORD.test(ch);

/**
 * How well positions fit a text: a point for each selection end on a word boundary, ten off for
 * each selection that is not a range inside the text. Counted the right way, selections start and
 * end on word boundaries far more often.
 */
function boundaryScore(
  text: string,
  positions: [number, number][],
  offsetOf: (position: number) => number | null,
): number {
  let total = 0;
  for (const [start, end] of positions) {
    const s = offsetOf(start);
    const e = offsetOf(end);
    if (s === null || e === null || e <= s) {
      total -= 10;
      continue;
    }
    if (!isWord(text[s - 1]) || !isWord(text[s])) total++;
    if (!isWord(text[e]) || !isWord(text[e - 1])) total++;
  }
  return total;
}

/**
 * Reads a source's text and its selections' positions tolerantly: "\r\n" and lone "\r" become "\n",
 * and when the file has "\r\n" the way its positions counted them is found from the positions
 * themselves (positions past the end are impossible, and selections start and end on word
 * boundaries far more often when counted the right way). On a tie ATLAS.ti files count one character
 * and other tools two (as QualCoder's importer assumes).
 */
export function importedText(
  raw: string,
  positions: [number, number][],
  origin: string | null,
): ImportedText {
  const text = raw.replace(/\r\n?/g, '\n');
  const normal = codePointOffsets(text);
  const one = (position: number): number | null =>
    Number.isInteger(position) && position >= 0 && position < normal.length
      ? (normal[position] as number)
      : null;
  if (!raw.includes('\r\n')) return { text, counting: 'NONE', offsetOf: one };

  // Positions counted in the raw file: each raw UTF-16 offset's offset once "\r\n" is one character.
  const rawPoints = codePointOffsets(raw);
  const rawToText = new Uint32Array(raw.length + 1);
  let removed = 0;
  for (let i = 0; i < raw.length; i++) {
    rawToText[i] = i - removed;
    if (raw.charCodeAt(i) === 0x0d && raw.charCodeAt(i + 1) === 0x0a) {
      // The "\r" of a pair stands where its "\n" does.
      rawToText[i + 1] = i - removed;
      removed++;
      i++;
    }
  }
  rawToText[raw.length] = raw.length - removed;
  const two = (position: number): number | null =>
    Number.isInteger(position) && position >= 0 && position < rawPoints.length
      ? (rawToText[rawPoints[position] as number] as number)
      : null;

  const scoreOne = boundaryScore(text, positions, one);
  const scoreTwo = boundaryScore(text, positions, two);
  const atlas = (origin ?? '').toUpperCase().includes('ATLAS');
  const useOne = scoreOne > scoreTwo || (scoreOne === scoreTwo && atlas);
  return useOne ? { text, counting: 'ONE', offsetOf: one } : { text, counting: 'TWO', offsetOf: two };
}

/**
 * The plain text of a source that came only as rich text (a .docx), from its paragraphs. REFI-QDA
 * positions count characters of the plain text the exporting tool made of it, and tools separate
 * paragraphs with one line break (most) or two (QualCoder 3, for spacing): the separator is found
 * from the positions as the line-break counting is, and on a tie QualCoder's files take two and
 * others one.
 */
export function importedRichText(
  paragraphs: string[],
  positions: [number, number][],
  origin: string | null,
): ImportedText {
  const single = importedText(paragraphs.join('\n'), positions, origin);
  const double = importedText(paragraphs.join('\n\n'), positions, origin);
  const scoreSingle = boundaryScore(single.text, positions, single.offsetOf);
  const scoreDouble = boundaryScore(double.text, positions, double.offsetOf);
  const qualCoder = (origin ?? '').toUpperCase().includes('QUALCODER');
  return scoreDouble > scoreSingle || (scoreDouble === scoreSingle && qualCoder) ? double : single;
}
