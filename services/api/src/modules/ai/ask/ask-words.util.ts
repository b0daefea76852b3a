import { STOPWORDS } from '../summaries/stopwords';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * Words every research question uses and no passage answers by ("What do customers say about …"):
 * left out of the question's keywords, so a question is matched by what it is about.
 */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `ask asked customer customers user users people person participant participants interviewee
  interviewees respondent respondents anyone someone everyone team teams say says tell told mention
  mentioned mentions describe described feel felt common main biggest often many top give gave
  find found talk talked opinion opinions view views us we our they them their anything long
  take took takes taken happen happened happens make made makes get gets way ways`
    .split(/\s+/)
    .filter(Boolean),
);

const DOUBLED = /([b-df-hj-np-tv-z])\1$/;

/**
 * A light English stem (plural, -ing, -ed, -ly and possessives cut off), the same for a question and
 * a passage, so "onboarding" finds "onboard" and "prices" finds "price". Retrieval itself stems with
 * PostgreSQL's english dictionary; this one only scores sentences within what it found.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/u, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ly')) w = w.slice(0, -2);
  if (DOUBLED.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The words of a text, lower case, in order. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** A question's keywords: its words less stop and question words, once each, in order. */
export function questionKeywords(question: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of wordsOf(question)) {
    const bare = word.replace(/['’].*$/u, '');
    if (bare.length < 2 || STOPWORDS.has(word) || STOPWORDS.has(bare) || QUESTION_WORDS.has(bare)) continue;
    if (seen.has(stem(bare))) continue;
    seen.add(stem(bare));
    keywords.push(bare);
  }
  return keywords;
}

const QUESTION_START =
  /^(who|what|when|where|why|how|which|whose|whom|is|are|was|were|do|does|did|can|could|should|would|will|has|have|had|may|might)\b/i;

/** Spec 000 §3 isQuestion: the text asks something (a question mark, or a question word first). */
export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith('?') || QUESTION_START.test(trimmed);
}
