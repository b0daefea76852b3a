import { AppError } from '@fieldnote/core';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Counts the values and the nesting of JSON text as raw bytes, before JSON.parse builds any of it
 * (issue 30: 10 MB of tiny items is millions of objects). Values are counted by what introduces them
 * outside strings (`[`, `{` and the `,` between items and members), so the scan is one pass with four
 * counters; JSON's structural characters are ASCII, so UTF-8 needs no decoding. Fed in chunks (an
 * HTTP body as it arrives) or whole (a WebSocket message); it keeps its place between chunks.
 */
export class JsonShapeScanner {
  private inString = false;
  private escaped = false;
  private depth = 0;
  private values = 0;

  constructor(
    private readonly maxValues: number,
    private readonly maxDepth: number,
  ) {}

  /** The refusal as soon as the text so far holds too many values or nests too deep, else null. */
  scan(bytes: Buffer): AppError | null {
    const { maxValues, maxDepth } = this;
    let { inString, escaped, depth, values } = this;
    // Where the next quote and backslash are, found natively (memchr): a long string is skipped at
    // once instead of byte by byte.
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let i = 0; i < bytes.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        if (nextQuote < i) nextQuote = indexOrEnd(bytes, QUOTE, i);
        if (nextBackslash < i) nextBackslash = indexOrEnd(bytes, BACKSLASH, i);
        i = Math.min(nextQuote, nextBackslash);
        if (i >= bytes.length) break;
        if (bytes[i] === BACKSLASH) escaped = true;
        else inString = false;
        continue;
      }
      const byte = bytes[i];
      if (byte === QUOTE) inString = true;
      else if (byte === COMMA) values++;
      else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        values++;
        if (++depth > maxDepth) return tooDeep(maxDepth);
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
      if (values > maxValues) return tooManyValues(maxValues);
    }
    Object.assign(this, { inString, escaped, depth, values });
    return null;
  }
}

/** The index of `byte` in `bytes` from `from`, or their length when there is none. */
function indexOrEnd(bytes: Buffer, byte: number, from: number): number {
  const at = bytes.indexOf(byte, from);
  return at === -1 ? bytes.length : at;
}

function tooManyValues(maximum: number): AppError {
  return AppError.badInput(
    `The request holds more than ${maximum} values (list items and object members). Send less at once.`,
    { limit: 'maxJsonValues', maximum },
  );
}

function tooDeep(maximum: number): AppError {
  return AppError.badInput(`The request is nested more than ${maximum} levels deep.`, {
    limit: 'maxJsonDepth',
    maximum,
  });
}
