import type { AiAnswerBlockType, AiCitationType } from '@fieldnote/core';
import type { AiProviderKind } from '../providers/ai-provider';

/** What an answer may cite: a note or a highlight the asker can read, with the text quotes are checked against. */
export interface AskSource {
  /** The note's or the highlight's id. */
  id: string;
  type: AiCitationType.NOTE | AiCitationType.HIGHLIGHT;
  noteId: string;
  noteTitle: string;
  projectId: string;
  projectTitle: string;
  /** The source's own text: the note's content, or the highlight's quote. */
  text: string;
  /**
   * Where `text` starts in the note's content when it stands there verbatim (0 for a note, a
   * highlight's start offset); null for a highlight whose words left the note (detached).
   */
  noteOffset: number | null;
}

/** A stretch of a source that matches the question: what the built-in provider quotes and a model reads. */
export interface Passage {
  source: AskSource;
  /** Offsets in `source.text`. */
  start: number;
  end: number;
  text: string;
  /** The sentences around it, for a model to read in context. */
  context: string;
  score: number;
}

/** A citation after verification, in the shape of spec 000 §3's AI answer citation. */
export interface AskCitation {
  id: string;
  type: AiCitationType;
  /** A highlight's note, a note's project. */
  parentId: string | null;
  title: string;
  projectTitle: string | null;
  /** The source's text around the quote. */
  text: string;
  /** The verified quote: the source's own words. */
  quote: string;
  /** The number the answer's text cites it by ("1", "2", …). */
  citationReferenceId: string;
  /** Opens the note at the quote's words (`/data/{note}#quote-{start}-{end}`), or at its highlight. */
  url: string;
  noteId: string;
  /** The quote's offsets in the note's content; null when it can only be shown as its highlight. */
  startOffset: number | null;
  endOffset: number | null;
  verification: 'EXACT' | 'ALIGNED';
  alignmentScore: number;
}

export interface AskBlock {
  type: AiAnswerBlockType;
  /** Headings: 1 to 3. */
  level: number | null;
  text: string;
  citationReferenceIds: string[];
}

/** Spec 000 §3's counts, with the notes and people the answer's sample holds. */
export interface AskCounts {
  projects: number;
  highlights: number;
  channels: number;
  items: number;
  notes: number;
  people: number;
}

/** An answer as the service returns it. */
export interface AskAnswer {
  question: string;
  /** The words retrieval looked for (a follow-up's include its earlier questions'). */
  keywords: string[];
  isQuestion: boolean;
  summary: string;
  /** The answer's sample restated ("Based on 4 notes and 3 people …"). */
  sample: string;
  citations: AskCitation[];
  content: AskBlock[];
  counts: AskCounts;
  provider: { kind: AiProviderKind; model: string };
  /** The built-in provider: quoted passages, no written answer. */
  extractive: boolean;
  /** Quotes a model gave that were not found in their sources, dropped. */
  droppedQuotes: number;
  /** A model's sentences left without a verified citation, removed. */
  removedSentences: number;
  aiActivityId: string;
}

/** A sentence or heading a provider drafted, with the quotes it claims (by passage number, from 1). */
export type DraftLine =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'sentence'; text: string; claims: { passage: number; quote: string | null }[] };
