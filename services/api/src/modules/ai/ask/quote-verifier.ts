import { MIN_QUOTE_ALIGNMENT, MIN_QUOTE_WORDS } from '@fieldnote/core';

/** A quote found in its source: where, the source's own words there, and how it was found. */
export interface VerifiedQuote {
  /** Offsets in the source text: `source.slice(start, end) === text`. */
  start: number;
  end: number;
  /** The source's own words (what is shown), never the model's wording. */
  text: string;
  method: 'EXACT' | 'ALIGNED';
  /** The alignment's share of the best possible score (1 for an exact match). */
  score: number;
}

interface Token {
  norm: string;
  start: number;
  end: number;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN))
    out.push({ norm: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length });
  return out;
}

// Word-level Smith-Waterman scores: a perfect quote scores MATCH per word.
const MATCH = 2;
const MISMATCH = -1;
const GAP = -1;

/**
 * Checks a quote against the text of the source it cites (issue 34 "verified citations"): found
 * verbatim, or else aligned word by word (Smith-Waterman, case and punctuation ignored) and accepted
 * only when the alignment reaches MIN_QUOTE_ALIGNMENT of a perfect one. Returns the source's own
 * words at that place with their offsets, or null: the quote is not in the source and must not be
 * shown as a citation.
 */
export function verifyQuote(source: string, rawQuote: string): VerifiedQuote | null {
  const quote = rawQuote
    .trim()
    .replace(/^["“”'‘’]+|["“”'‘’]+$/gu, '')
    .trim();
  const quoteTokens = tokens(quote);
  if (quoteTokens.length < MIN_QUOTE_WORDS) return null;
  const exact = source.indexOf(quote);
  if (exact >= 0) return { start: exact, end: exact + quote.length, text: quote, method: 'EXACT', score: 1 };
  return align(source, tokens(source), quoteTokens);
}

function align(source: string, sourceTokens: Token[], quoteTokens: Token[]): VerifiedQuote | null {
  const m = quoteTokens.length;
  const best = MATCH * m;
  // One row per source word, one column per quote word; `from` keeps where each path began.
  let previous = new Float64Array(m + 1);
  let previousFrom = new Int32Array(m + 1);
  let top = { score: 0, end: -1, from: -1 };
  for (let i = 1; i <= sourceTokens.length; i++) {
    const current = new Float64Array(m + 1);
    const currentFrom = new Int32Array(m + 1);
    const word = (sourceTokens[i - 1] as Token).norm;
    for (let j = 1; j <= m; j++) {
      const diagonal = previous[j - 1]! + (word === (quoteTokens[j - 1] as Token).norm ? MATCH : MISMATCH);
      const up = previous[j]! + GAP;
      const left = current[j - 1]! + GAP;
      let score = 0;
      let from = i - 1;
      if (diagonal > score) {
        score = diagonal;
        from = previous[j - 1]! > 0 ? previousFrom[j - 1]! : i - 1;
      }
      if (up > score) {
        score = up;
        from = previousFrom[j]!;
      }
      if (left > score) {
        score = left;
        from = currentFrom[j - 1]!;
      }
      current[j] = score;
      currentFrom[j] = from;
      if (score > top.score) top = { score, end: i - 1, from };
    }
    previous = current;
    previousFrom = currentFrom;
  }
  const share = top.score / best;
  if (top.end < 0 || share < MIN_QUOTE_ALIGNMENT) return null;
  const start = (sourceTokens[top.from] as Token).start;
  const end = (sourceTokens[top.end] as Token).end;
  return { start, end, text: source.slice(start, end), method: 'ALIGNED', score: share };
}
