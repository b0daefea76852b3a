import type { SummaryFramework } from '@fieldnote/core';
import {
  FRAMEWORK_TEMPLATES,
  type SectionPick,
  type SummarySubject,
  silenceFor,
} from './framework-templates';
import { type NoteSentence, noteSentences } from './note-sentences.util';
import { STOPWORDS } from './stopwords';
import type { SummaryGroup, SummarySection } from './summary-document';

/**
 * The built-in provider's summary of a note by a framework: extractive only. Each section of the
 * framework's template is filled with sentences of the note, verbatim (questions with the sentences
 * that answer them, clusters by shared keyword, the parts of the note in time order, sentences with
 * the section's cue words), or says its silence text (of the insight and its evidence when the
 * subject is an insight). No sentence appears twice in one summary.
 * Deterministic: the same note and framework give the same summary.
 */
export function extractiveSummary(
  content: string,
  framework: SummaryFramework,
  customPrompt = '',
  subject: SummarySubject = 'note',
): SummarySection[] {
  const sentences = noteSentences(content);
  const scores = salience(sentences);
  const used = new Set<number>();
  return FRAMEWORK_TEMPLATES[framework].sections.map((section) => {
    const groups = pick(section.pick, sentences, scores, used, customPrompt).filter(
      (g) => g.sentences.length > 0 || g.label,
    );
    return {
      heading: section.heading,
      groups,
      silence: groups.length === 0 ? silenceFor(section.silence, subject) : null,
    };
  });
}

function pick(
  how: SectionPick,
  sentences: NoteSentence[],
  scores: number[],
  used: Set<number>,
  customPrompt: string,
): SummaryGroup[] {
  const take = (candidates: NoteSentence[], count: number): NoteSentence[] => {
    const chosen = candidates
      .filter((s) => !used.has(s.index))
      .sort((a, b) => scores[b.index] - scores[a.index] || a.index - b.index)
      .slice(0, count)
      .sort((a, b) => a.index - b.index);
    for (const s of chosen) used.add(s.index);
    return chosen;
  };
  const plain = (chosen: NoteSentence[]): SummaryGroup[] =>
    chosen.length ? [{ label: null, sentences: chosen.map((s) => s.text) }] : [];
  switch (how.kind) {
    case 'salient':
      return plain(
        take(
          sentences.filter((s) => !s.isQuestion),
          how.count,
        ),
      );
    case 'cues':
      return plain(
        take(
          sentences.filter((s) => how.cues.test(s.text) && !how.except?.test(s.text)),
          how.count,
        ),
      );
    case 'part': {
      const size = Math.ceil(sentences.length / how.of);
      const part = sentences.slice(how.part * size, (how.part + 1) * size);
      return plain(
        take(
          part.filter((s) => !s.isQuestion || part.length <= how.count),
          how.count,
        ),
      ).map((g, i) => ({
        ...g,
        label: i === 0 ? timeSpan(part) : null,
      }));
    }
    case 'questions':
      return questionsAndAnswers(sentences, used, how.count);
    case 'themes':
      return themes(sentences, scores, used, how.count);
    case 'prompt': {
      const wanted = new Set(contentWords(customPrompt.toLowerCase().split(/[^\p{L}\p{N}']+/u)));
      const overlap = (s: NoteSentence): number => s.words.filter((w) => wanted.has(w)).length;
      const matching = sentences.filter((s) => overlap(s) > 0);
      const chosen = matching
        .filter((s) => !used.has(s.index))
        .sort((a, b) => overlap(b) - overlap(a) || scores[b.index] - scores[a.index] || a.index - b.index)
        .slice(0, how.count)
        .sort((a, b) => a.index - b.index);
      for (const s of chosen) used.add(s.index);
      return plain(chosen);
    }
  }
}

/** The time stamps a part of the note spans ("00:01 – 00:12"), when its lines carry them. */
function timeSpan(part: NoteSentence[]): string | null {
  const times = part.map((s) => s.time).filter((t): t is string => t !== null);
  if (times.length === 0) return null;
  return times[0] === times[times.length - 1] ? times[0] : `${times[0]} – ${times[times.length - 1]}`;
}

/**
 * Each question with the sentences that answer it (at most three). When the note names speakers,
 * the interviewer is the speaker who asks the most questions: only their prompts are questions
 * (what they ask, and a task they set, the last sentence of their turn before another speaker
 * answers), a participant's own question ("Why is it so slow?") is part of an answer, and an answer
 * runs until the interviewer speaks again. Without speakers every question is one, answered by the
 * sentences up to the next. A question nobody answered is kept with no sentences: its label says
 * it was asked.
 */
function questionsAndAnswers(sentences: NoteSentence[], used: Set<number>, count: number): SummaryGroup[] {
  const asker = interviewer(sentences);
  const isPrompt = (i: number): boolean => {
    const s = sentences[i];
    if (asker === null) return s.isQuestion;
    if (s.speaker !== asker) return false;
    const next = sentences[i + 1];
    return s.isQuestion || (next !== undefined && next.speaker !== null && next.speaker !== asker);
  };
  const endsAnswer = (s: NoteSentence): boolean => (asker === null ? s.isQuestion : s.speaker === asker);
  const groups: SummaryGroup[] = [];
  for (let i = 0; i < sentences.length && groups.length < count; i++) {
    const question = sentences[i];
    if (!isPrompt(i) || used.has(question.index)) continue;
    const answers: NoteSentence[] = [];
    for (let j = i + 1; j < sentences.length && !endsAnswer(sentences[j]) && answers.length < 3; j++)
      if (!used.has(sentences[j].index)) answers.push(sentences[j]);
    used.add(question.index);
    for (const a of answers) used.add(a.index);
    groups.push({ label: question.text, sentences: answers.map((a) => a.text) });
  }
  return groups;
}

/** The speaker who asks the most questions (the first of them on a tie), or null when no question has a speaker. */
function interviewer(sentences: NoteSentence[]): string | null {
  const asked = new Map<string, number>();
  for (const s of sentences)
    if (s.isQuestion && s.speaker) asked.set(s.speaker, (asked.get(s.speaker) ?? 0) + 1);
  let best: string | null = null;
  for (const [speaker, n] of asked) if (best === null || n > (asked.get(best) ?? 0)) best = speaker;
  return best;
}

/**
 * Clusters of sentences by keyword: the note's most frequent content words that occur in at least
 * two sentences each label a theme, holding (up to three of) the sentences that use it; a sentence
 * belongs to one theme only, its rarest keyword's.
 */
function themes(
  sentences: NoteSentence[],
  scores: number[],
  used: Set<number>,
  count: number,
): SummaryGroup[] {
  const sentenceCount = new Map<string, number>();
  for (const s of sentences)
    for (const w of new Set(contentWords(s.words))) sentenceCount.set(w, (sentenceCount.get(w) ?? 0) + 1);
  const keywords = [...sentenceCount]
    .filter(([word, n]) => n >= 2 && word.length > 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count * 3)
    .map(([word]) => word);
  const groups: SummaryGroup[] = [];
  for (const keyword of keywords) {
    if (groups.length >= count) break;
    const members = sentences
      .filter((s) => !used.has(s.index) && s.words.includes(keyword))
      .sort((a, b) => scores[b.index] - scores[a.index] || a.index - b.index)
      .slice(0, 3);
    if (members.length < 2) continue;
    for (const s of members) used.add(s.index);
    groups.push({ label: keyword, sentences: members.sort((a, b) => a.index - b.index).map((s) => s.text) });
  }
  return groups;
}

/**
 * A sentence's salience: the mean document frequency of its content words (the classic SumBasic
 * weighting), favouring sentences of 8 to 40 words; fragments and greetings score low.
 */
function salience(sentences: NoteSentence[]): number[] {
  const frequency = new Map<string, number>();
  let total = 0;
  for (const s of sentences)
    for (const w of contentWords(s.words)) {
      frequency.set(w, (frequency.get(w) ?? 0) + 1);
      total += 1;
    }
  return sentences.map((s) => {
    const content = contentWords(s.words);
    if (content.length === 0 || total === 0) return 0;
    const mean = content.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / content.length / total;
    const length = s.words.length;
    const lengthFactor = length < 5 ? 0.2 : length < 8 ? 0.6 : length > 60 ? 0.5 : 1;
    return mean * lengthFactor;
  });
}

function contentWords(words: string[]): string[] {
  return words.filter((w) => w.length > 2 && !STOPWORDS.has(w));
}
