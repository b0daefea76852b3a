import Sentiment from 'sentiment';

/** Spec 000 §3 sentiments (the tag sentiment values), as a text's lexicon reading gives them. */
export type TextSentimentValue = 'positive' | 'negative' | 'mixed';

export interface TextSentiment {
  /** Null: no word of the lexicon in the text (neutral, nothing to show). */
  value: TextSentimentValue | null;
  /** The AFINN score: the sum of the words' valences (-5 to +5 each), negations flipped. */
  score: number;
}

/** The lexicon the built-in provider reads sentiment with, named in the UI and the audit trail. */
export const SENTIMENT_LEXICON = 'AFINN-165 (sentiment 5.0.2) with product-feedback words';

/**
 * Words customers use about products that AFINN-165 (a lexicon of general English) does not score,
 * with AFINN's -5…+5 scale: without them "Please offer a discount, it is too expensive" read as
 * positive (AFINN scores "please" +1 and knows neither "expensive" nor "discount"). "please" is a
 * request in feedback, not praise, so it scores 0. Only clear, single-sense words are here ("hang",
 * "fast" or "cheap" can go either way and are left out).
 */
export const PRODUCT_FEEDBACK_WORDS: Readonly<Record<string, number>> = {
  please: 0,
  expensive: -2,
  pricey: -2,
  overpriced: -3,
  slow: -2,
  slower: -2,
  slowly: -1,
  laggy: -2,
  crashes: -2,
  crashed: -2,
  crashing: -2,
  buggy: -3,
  bug: -2,
  bugs: -2,
  glitch: -2,
  glitches: -2,
  glitchy: -2,
  clunky: -2,
  cumbersome: -2,
  tedious: -2,
  unintuitive: -2,
  unusable: -3,
  freezes: -2,
  downtime: -2,
  complicated: -2,
  fiddly: -2,
  intuitive: 2,
  snappy: 2,
};
/**
 * Both sides count as mixed when the weaker is at least this share of the stronger: "the export is
 * great but the sync is awful" is neither positive nor negative.
 */
const MIXED_RATIO = 0.5;

const analyser = new Sentiment();

/**
 * A text's sentiment by the built-in provider (issue 34): the AFINN-165 word list of the
 * `sentiment` package and the product-feedback words above, with its negation rule ("not good"
 * scores as bad). A lexicon, no model:
 * deterministic, fast (microseconds a highlight) and honest about being word-based.
 */
export function textSentiment(text: string): TextSentiment {
  let positive = 0;
  let negative = 0;
  const result = analyser.analyze(text, { extras: PRODUCT_FEEDBACK_WORDS as Record<string, number> });
  for (const entry of result.calculation)
    for (const value of Object.values(entry)) {
      if (value > 0) positive += value;
      else negative -= value;
    }
  if (positive === 0 && negative === 0) return { value: null, score: 0 };
  const weaker = Math.min(positive, negative);
  const stronger = Math.max(positive, negative);
  const value: TextSentimentValue =
    weaker > 0 && weaker >= MIXED_RATIO * stronger ? 'mixed' : positive > negative ? 'positive' : 'negative';
  return { value, score: result.score };
}
