import { ASK_MAX_PASSAGES } from '@fieldnote/core';
import { noteSentences } from '../summaries/note-sentences.util';
import type { AskSource, Passage } from './ask-answer';
import { stem, wordsOf } from './ask-words.util';

/** At most this many passages come from one note, so one long interview does not stand for the sample. */
const PER_NOTE = 2;
/** Context a model reads around a passage: the sentences before and after, up to this length. */
const CONTEXT_CHARS = 700;

/**
 * The sentences of the retrieved sources that answer the question best: each scored by the
 * question's keywords it holds, rarer keywords (among the sources) weighing more. A sentence counts
 * only when it holds two of the keywords of a question of three or more (one, of a shorter one): a
 * passage that shares a single word with a long question does not answer it. None found is "not
 * enough data". Sources come best first; ties keep that order. With `required` (a follow-up's own
 * words), a sentence must also hold one of those.
 */
export function selectPassages(
  sources: AskSource[],
  keywords: string[],
  max = ASK_MAX_PASSAGES,
  required: string[] | null = null,
): Passage[] {
  const stems = [...new Set(keywords.map(stem))];
  const requiredStems = required ? new Set(required.map(stem)) : null;
  if (stems.length === 0 || sources.length === 0) return [];
  const needed = stems.length >= 3 ? 2 : 1;
  const stemSets = sources.map((source) => new Set(wordsOf(source.text).map(stem)));
  const weight = new Map(
    stems.map((s) => {
      const df = stemSets.filter((set) => set.has(s)).length;
      return [s, Math.log(1 + sources.length / Math.max(1, df))];
    }),
  );
  const candidates: (Passage & { order: number })[] = [];
  sources.forEach((source, order) => {
    const sentences = noteSentences(source.text);
    sentences.forEach((sentence, index) => {
      const present = new Set(sentence.words.map(stem));
      const hits = stems.filter((s) => present.has(s));
      if (hits.length < needed) return;
      if (requiredStems && !hits.some((s) => requiredStems.has(s))) return;
      // A question quoted back is no answer: an interviewer's question scores less than its answer.
      const score = hits.reduce((sum, s) => sum + (weight.get(s) ?? 0), 0) * (sentence.isQuestion ? 0.5 : 1);
      const before = sentences[index - 1];
      const after = sentences[index + 1];
      const from =
        before && sentence.start - before.start < CONTEXT_CHARS / 2 ? before.start : sentence.start;
      const endOf = (s: typeof sentence) => s.start + s.text.length;
      const to = after && endOf(after) - sentence.start < CONTEXT_CHARS ? endOf(after) : endOf(sentence);
      candidates.push({
        source,
        start: sentence.start,
        end: endOf(sentence),
        text: sentence.text,
        context: source.text.slice(from, to),
        score,
        order,
      });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.order - b.order || a.start - b.start);
  const chosen: Passage[] = [];
  const perNote = new Map<string, number>();
  for (const candidate of candidates) {
    if (chosen.length >= max) break;
    const taken = perNote.get(candidate.source.noteId) ?? 0;
    if (taken >= PER_NOTE) continue;
    if (chosen.some((p) => overlaps(p, candidate))) continue;
    perNote.set(candidate.source.noteId, taken + 1);
    chosen.push({
      source: candidate.source,
      start: candidate.start,
      end: candidate.end,
      text: candidate.text,
      context: candidate.context,
      score: candidate.score,
    });
  }
  return chosen;
}

/** The same words of the same note, once as a highlight and once in the note, are one passage. */
function overlaps(a: Passage, b: Passage): boolean {
  if (a.source.noteId !== b.source.noteId) return false;
  if (a.source.noteOffset === null || b.source.noteOffset === null) return a.text === b.text;
  const aStart = a.source.noteOffset + a.start;
  const bStart = b.source.noteOffset + b.start;
  return aStart < bStart + b.text.length && bStart < aStart + a.text.length;
}
