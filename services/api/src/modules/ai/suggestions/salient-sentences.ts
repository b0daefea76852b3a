import { MAX_SUGGESTED_HIGHLIGHTS } from '@fieldnote/core';
import { contentWords } from '../themes/keyword-labels';
import { textSentiment } from '../sentiment/text-sentiment';
import { noteSentences } from '../summaries/note-sentences.util';

/** A stretch of a note proposed as a highlight, exactly as it stands in the note. */
export interface HighlightCandidate {
  /** Verbatim: `content.slice(startOffset, endOffset) === text`. */
  text: string;
  startOffset: number;
  endOffset: number;
  /** Why it was picked, for people (spec 000 §3 highlightReason). */
  highlightReason: string;
}

/** The prompt template version the built-in picker records in the AI audit trail. */
export const SALIENT_SENTENCES_VERSION = 'suggest-highlights/salient@1';

const MIN_WORDS = 6;
const MAX_WORDS = 80;
/**
 * Words people use when they say what matters to them: needs, pains, workarounds, wishes, reasons.
 * Each one found adds to a sentence's salience and is named in its reason.
 */
const CUES = [
  'need',
  'needs',
  'want',
  'wish',
  'hate',
  'love',
  'frustrating',
  'frustrated',
  'annoying',
  'problem',
  'issue',
  'pain',
  'struggle',
  'hard',
  'difficult',
  'slow',
  'broken',
  'confusing',
  'workaround',
  'because',
  'instead',
  'never',
  'always',
  'takes',
  'took',
  'spend',
  'waste',
  'lost',
  'would',
  'should',
  'pay',
  'switch',
  'missing',
];
const CUE_SET = new Set(CUES);
/** Frequent but empty words: they recur in any talk, so they neither make a sentence salient nor explain it. */
const FILLER = new Set([
  'every',
  'really',
  'just',
  'like',
  'also',
  'get',
  'gets',
  'got',
  'thing',
  'things',
  'lot',
  'kind',
]);

/**
 * The built-in provider's suggested highlights (issue 34): the note's most salient sentences,
 * extractive and deterministic. A sentence scores by how many of the note's recurring content words
 * it carries (TF within the note, words used once count for nothing), by cue words of needs and
 * pains, by how strongly it feels (the AFINN lexicon) and by coming from the interviewee rather than
 * being a question; a sentence with neither a recurring word nor a cue is not picked. Sentences already highlighted (overlapping `taken`) are skipped; the best
 * `limit` are returned in the note's order, each a verbatim slice of `content` with its reason.
 */
export function salientSentences(
  content: string,
  taken: readonly { startOffset: number; endOffset: number }[],
  limit = MAX_SUGGESTED_HIGHLIGHTS,
): HighlightCandidate[] {
  const sentences = noteSentences(content).filter(
    (s) => s.words.length >= MIN_WORDS && s.words.length <= MAX_WORDS && !s.isQuestion,
  );
  if (sentences.length === 0) return [];
  const noteWords = contentWords(sentences.map((s) => s.text).join('\n'));
  const scored = sentences.flatMap((sentence) => {
    const end = sentence.start + sentence.text.length;
    if (taken.some((t) => t.startOffset < end && sentence.start < t.endOffset)) return [];
    const own = contentWords(sentence.text);
    const recurring = [...own.keys()]
      .filter((word) => (noteWords.get(word) ?? 0) >= 2 && !FILLER.has(word))
      .sort((a, b) => (noteWords.get(b) ?? 0) - (noteWords.get(a) ?? 0) || a.localeCompare(b));
    const topical = recurring.reduce((sum, word) => sum + Math.log(1 + (noteWords.get(word) ?? 0)), 0);
    const cues = [...new Set(sentence.words.filter((w) => CUE_SET.has(w)))];
    const feeling = textSentiment(sentence.text);
    const score =
      topical / Math.sqrt(Math.max(own.size, 1)) +
      cues.length * 0.8 +
      Math.min(Math.abs(feeling.score), 6) * 0.3;
    // Feeling alone does not make a sentence telling: it must carry the note's subject or a cue.
    if (recurring.length === 0 && cues.length === 0) return [];
    return [{ sentence, end, score, recurring: recurring.slice(0, 3), cues: cues.slice(0, 2), feeling }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.sentence.start - b.sentence.start)
    .slice(0, limit)
    .sort((a, b) => a.sentence.start - b.sentence.start)
    .map(({ sentence, end, recurring, cues, feeling }) => ({
      text: sentence.text,
      startOffset: sentence.start,
      endOffset: end,
      highlightReason: reasonOf(recurring, cues, feeling.value, sentence.speaker),
    }));
}

function reasonOf(
  recurring: string[],
  cues: string[],
  feeling: 'positive' | 'negative' | 'mixed' | null,
  speaker: string | null,
): string {
  const parts: string[] = [];
  if (recurring.length > 0)
    parts.push(`mentions ${recurring.map((w) => `“${w}”`).join(', ')}, recurring in this note`);
  if (cues.length > 0) parts.push(`says what matters (${cues.map((w) => `“${w}”`).join(', ')})`);
  if (feeling) parts.push(`${feeling} in tone`);
  const said = speaker ? `${speaker} ` : '';
  const reason = parts.length > 0 ? parts.join('; ') : 'one of the most telling sentences of the note';
  return `Salient sentence${said ? ` (${said.trim()})` : ''}: ${reason}.`.slice(0, 500);
}
