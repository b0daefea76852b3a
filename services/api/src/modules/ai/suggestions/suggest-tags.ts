import { MAX_SUGGESTED_TAGS } from '@fieldnote/core';
import { classKeywords, contentWords } from '../themes/keyword-labels';

/** A tag the suggestions may name, with the texts that say what it is about. */
export interface TagProfile {
  id: string;
  title: string;
  /** The texts of (some of) its highlights. */
  highlightTexts: string[];
}

/** What the tag matcher needs of each text: its embedding (unit length), or null. */
export type Embed = (texts: string[]) => Promise<(readonly number[] | null)[]>;

/** Below this cosine similarity to a tag's profile, a text is not about the tag. */
export const MIN_TAG_SIMILARITY = 0.55;
/** A tag is suggested only this close to the best tag's score (the others are second guesses). */
const NEAR_BEST = 0.08;
/** What a keyword of the tag (its title's words, its highlights' c-TF-IDF words) in the text adds. */
const KEYWORD_WEIGHT = 0.15;

/**
 * Suggested tags (issue 34) by similarity to existing tags and their highlights: each tag's profile
 * is the unit mean of the embeddings of its title and highlights, and its keywords are its title's
 * content words plus the words most particular to its highlights among all the tags' (class-based
 * TF-IDF, the themes' helper). A text's score for a tag is the cosine to the profile plus a bonus per
 * keyword it uses; tags at least MIN_TAG_SIMILARITY and near the best are suggested, best first.
 * Deterministic for the same tags, texts and embeddings.
 */
export async function suggestTags(
  texts: readonly string[],
  tags: readonly TagProfile[],
  embed: Embed,
  limit = MAX_SUGGESTED_TAGS,
): Promise<string[][]> {
  if (tags.length === 0 || texts.length === 0) return texts.map(() => []);
  const tagTexts = tags.map((tag) => [tag.title, ...tag.highlightTexts].join('\n'));
  const corpus = tags.flatMap((tag) => tag.highlightTexts);
  const classes: number[][] = [];
  let at = 0;
  for (const tag of tags) {
    classes.push(tag.highlightTexts.map((_, i) => at + i));
    at += tag.highlightTexts.length;
  }
  const particular = classKeywords(corpus, classes);
  const keywords = tags.map(
    (tag, i) => new Set([...contentWords(tag.title).keys(), ...(particular[i] ?? [])]),
  );
  const vectors = await embed([...tagTexts, ...texts]);
  const profiles = vectors.slice(0, tags.length);
  return texts.map((text, t) => {
    const vector = vectors[tags.length + t] ?? null;
    const words = contentWords(text);
    const scores = tags
      .map((tag, i) => {
        const profile = profiles[i] ?? null;
        const cosine = vector && profile ? dot(vector, profile) : 0;
        let hits = 0;
        for (const word of keywords[i] ?? []) if (words.has(word)) hits += 1;
        return { id: tag.id, score: cosine + KEYWORD_WEIGHT * Math.min(hits, 3) };
      })
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    const best = scores[0]?.score ?? 0;
    return scores
      .filter((s) => s.score >= MIN_TAG_SIMILARITY && s.score >= best - NEAR_BEST)
      .slice(0, limit)
      .map((s) => s.id);
  });
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    sum += (a[i] as number) * (b[i] as number);
    na += (a[i] as number) ** 2;
    nb += (b[i] as number) ** 2;
  }
  return na === 0 || nb === 0 ? 0 : sum / Math.sqrt(na * nb);
}
