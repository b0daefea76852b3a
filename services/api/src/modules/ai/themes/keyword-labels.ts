import { eng } from 'stopword';
import { STOPWORDS } from '../summaries/stopwords';

const STOP = new Set([...eng, ...STOPWORDS]);
const WORD = /[\p{L}][\p{L}'-]{2,}/gu;
/** The words kept per theme: two name it, all of them show as its keywords. */
export const KEYWORDS_PER_THEME = 5;

/** How often each content word occurs in a text, lower-cased, stop words left out. */
export function contentWords(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/['-]+$/, '').replace(/'s$/, '');
    if (word.length >= 3 && !STOP.has(word)) found.set(word, (found.get(word) ?? 0) + 1);
  }
  return found;
}

/**
 * The words most particular to each class, by class-based TF-IDF (Grootendorst 2022, BERTopic):
 * a class's texts are read as one document, and a word weighs
 *   W(t, c) = tf(t, c) / |c|  ·  log(1 + A / f(t))
 * where tf(t, c) is how often the class uses it, |c| how many words the class has, A the mean
 * number of words per class and f(t) how often all classes use it. A word that only one text uses
 * names nothing (it describes that text, not a theme). Ties go alphabetically, so labels are stable.
 *
 * `texts` are all the texts; `classes` the indexes of each class's texts.
 */
export function classKeywords(
  texts: readonly string[],
  classes: readonly (readonly number[])[],
  limit = KEYWORDS_PER_THEME,
): string[][] {
  const words = texts.map(contentWords);
  const documentFrequency = new Map<string, number>();
  for (const counts of words)
    for (const word of counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const perClass = classes.map((members) => {
    const counts = new Map<string, number>();
    for (const index of members)
      for (const [word, n] of words[index] ?? []) counts.set(word, (counts.get(word) ?? 0) + n);
    return counts;
  });
  const total = new Map<string, number>();
  let allWords = 0;
  for (const counts of perClass)
    for (const [word, n] of counts) {
      total.set(word, (total.get(word) ?? 0) + n);
      allWords += n;
    }
  const meanWords = classes.length === 0 ? 0 : allWords / classes.length;
  return perClass.map((counts) => {
    let size = 0;
    for (const n of counts.values()) size += n;
    if (size === 0) return [];
    return [...counts]
      .filter(([word]) => (documentFrequency.get(word) ?? 0) >= 2)
      .map(([word, n]) => ({
        word,
        score: (n / size) * Math.log(1 + meanWords / (total.get(word) ?? 1)),
      }))
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
      .slice(0, limit)
      .map(({ word }) => word);
  });
}

/** A keyword-based name and one-line description, honest that no model wrote them. */
export interface KeywordLabel {
  name: string;
  description: string;
}

/**
 * "Sync and offline" from the two words that most set the theme apart, and a line that says what
 * the label rests on; "Other" when no word does.
 */
export function keywordLabel(keywords: readonly string[], members: number, noun: string): KeywordLabel {
  if (keywords.length === 0)
    return {
      name: 'Other',
      description: `${members} ${noun} grouped by meaning; no word sets them apart from the rest.`,
    };
  const name = keywords.slice(0, 2).join(' and ');
  const quoted = keywords.slice(0, 3).map((word) => `“${word}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0];
  return {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    description: `Keyword-based: ${members} ${noun} that most often mention ${list}.`,
  };
}
