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

/**
 * What an imported file's positions count: characters (Unicode code points, as the standard and
 * QualCoder do) or UTF-16 code units (as NVivo does: an emoji counts two). They differ only in a
 * text with characters outside the Basic Multilingual Plane.
 */
export type PositionUnit = 'CODE_POINT' | 'UTF16';

/** An imported source's text as Fieldnote keeps it, and its positions turned into offsets of it. */
export interface ImportedText {
  /** The text with every line break as "\n". */
  text: string;
  counting: CrlfCounting;
  unit: PositionUnit;
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

/** Whether a UTF-16 offset of `text` falls between the two halves of a surrogate pair. */
function insidePair(text: string, offset: number): boolean {
  const low = text.charCodeAt(offset);
  const high = text.charCodeAt(offset - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}

/**
 * Reads a source's text and its selections' positions tolerantly: "\r\n" and lone "\r" become "\n",
 * and how the positions count is found from the positions themselves (positions past the end are
 * impossible, and selections start and end on word boundaries far more often when counted the right
 * way): whether "\r\n" counts one character or two, when the file has any, and whether a character
 * outside the Basic Multilingual Plane (an emoji) counts one or two, when it has any (NVivo counts
 * UTF-16 code units). On a tie, ATLAS.ti files count "\r\n" as one character and other tools two (as
 * QualCoder's importer assumes), and NVivo files count UTF-16 code units and other tools characters.
 */
export function importedText(
  raw: string,
  positions: [number, number][],
  origin: string | null,
): ImportedText {
  const text = raw.replace(/\r\n?/g, '\n');
  const tool = (origin ?? '').toUpperCase();
  const hasCrlf = raw.includes('\r\n');
  const units: PositionUnit[] = /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(raw)
    ? tool.includes('NVIVO')
      ? ['UTF16', 'CODE_POINT']
      : ['CODE_POINT', 'UTF16']
    : ['CODE_POINT'];
  const countings: CrlfCounting[] = !hasCrlf
    ? ['NONE']
    : tool.includes('ATLAS')
      ? ['ONE', 'TWO']
      : ['TWO', 'ONE'];

  const normal = codePointOffsets(text);
  // Each raw UTF-16 offset's offset in `text`, where "\r\n" is one character.
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
  const rawPoints = hasCrlf ? codePointOffsets(raw) : normal;
  const inRange = (position: number, length: number) =>
    Number.isInteger(position) && position >= 0 && position < length;

  const reader = (unit: PositionUnit, counting: CrlfCounting): ((position: number) => number | null) => {
    if (counting !== 'TWO')
      return unit === 'CODE_POINT'
        ? (position) => (inRange(position, normal.length) ? (normal[position] as number) : null)
        : (position) => (inRange(position, text.length + 1) && !insidePair(text, position) ? position : null);
    return unit === 'CODE_POINT'
      ? (position) =>
          inRange(position, rawPoints.length) ? (rawToText[rawPoints[position] as number] as number) : null
      : (position) =>
          inRange(position, raw.length + 1) && !insidePair(raw, position)
            ? (rawToText[position] as number)
            : null;
  };

  let best: ImportedText | null = null;
  let bestScore = -Infinity;
  for (const unit of units)
    for (const counting of countings) {
      const offsetOf = reader(unit, counting);
      const score = units.length * countings.length > 1 ? boundaryScore(text, positions, offsetOf) : 0;
      // Candidates come in the order a tie prefers: only a better score displaces the first.
      if (score > bestScore) {
        best = { text, counting, unit, offsetOf };
        bestScore = score;
      }
    }
  return best as ImportedText;
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
