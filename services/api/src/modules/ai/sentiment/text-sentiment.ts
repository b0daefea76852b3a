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
export const SENTIMENT_LEXICON = 'AFINN-165 (sentiment 5.0.2)';
/**
 * Both sides count as mixed when the weaker is at least this share of the stronger: "the export is
 * great but the sync is awful" is neither positive nor negative.
 */
const MIXED_RATIO = 0.5;

const analyser = new Sentiment();

/**
 * A text's sentiment by the built-in provider (issue 34): the AFINN-165 word list of the
 * `sentiment` package, with its negation rule ("not good" scores as bad). A lexicon, no model:
 * deterministic, fast (microseconds a highlight) and honest about being word-based.
 */
export function textSentiment(text: string): TextSentiment {
  let positive = 0;
  let negative = 0;
  const result = analyser.analyze(text);
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
