import { AiAnswerBlockType, AiCitationType } from '@fieldnote/core';
import type { AskBlock, AskCitation, DraftLine, Passage } from './ask-answer';
import { verifyQuote } from './quote-verifier';

/** A drafted answer after every quote was checked against its source. */
export interface VerifiedDraft {
  content: AskBlock[];
  citations: AskCitation[];
  /** Quotes not found in the source they cite (or citing no passage given): dropped. */
  droppedQuotes: number;
  /** Sentences left without one verified citation: removed, never shown as supported. */
  removedSentences: number;
}

const CONTEXT_AROUND = 160;

/**
 * Turns a provider's draft into what is shown: each claimed quote is checked against the full text
 * of the source its passage comes from (verifyQuote); a verified one becomes a citation numbered in
 * order of first use, with the quote's offsets in the note so a click opens the note at those
 * words; one that fails is dropped, and a sentence with no verified citation left is removed.
 */
export function verifyDraft(lines: DraftLine[], passages: Passage[]): VerifiedDraft {
  const content: AskBlock[] = [];
  const citations: AskCitation[] = [];
  const byKey = new Map<string, string>();
  let droppedQuotes = 0;
  let removedSentences = 0;
  for (const line of lines) {
    if (line.kind === 'heading') {
      content.push({
        type: AiAnswerBlockType.HEADING,
        level: line.level,
        text: line.text,
        citationReferenceIds: [],
      });
      continue;
    }
    const refs: string[] = [];
    for (const claim of line.claims) {
      const passage = passages[claim.passage - 1];
      const quote = claim.quote ?? '';
      const found = passage ? verifyQuote(passage.source.text, quote) : null;
      if (!passage || !found) {
        droppedQuotes += 1;
        continue;
      }
      const key = `${passage.source.id}:${found.start}:${found.end}`;
      let ref = byKey.get(key);
      if (!ref) {
        ref = String(citations.length + 1);
        byKey.set(key, ref);
        citations.push(citationOf(passage, found, ref));
      }
      if (!refs.includes(ref)) refs.push(ref);
    }
    if (refs.length === 0) {
      removedSentences += 1;
      continue;
    }
    content.push({ type: AiAnswerBlockType.TEXT, level: null, text: line.text, citationReferenceIds: refs });
  }
  // Headings left with nothing under them say nothing.
  const kept = content.filter(
    (block, i) =>
      block.type !== AiAnswerBlockType.HEADING ||
      content.slice(i + 1).some((b) => b.type === AiAnswerBlockType.TEXT),
  );
  return { content: kept, citations, droppedQuotes, removedSentences };
}

function citationOf(
  passage: Passage,
  found: NonNullable<ReturnType<typeof verifyQuote>>,
  ref: string,
): AskCitation {
  const source = passage.source;
  const inNote = source.noteOffset === null ? null : source.noteOffset + found.start;
  const from = Math.max(0, found.start - CONTEXT_AROUND);
  const to = Math.min(source.text.length, found.end + CONTEXT_AROUND);
  const text = `${from > 0 ? '…' : ''}${source.text.slice(from, to).trim()}${to < source.text.length ? '…' : ''}`;
  return {
    id: source.id,
    type: source.type,
    parentId: source.type === AiCitationType.HIGHLIGHT ? source.noteId : source.projectId,
    title: source.noteTitle,
    projectTitle: source.projectTitle,
    text,
    quote: found.text,
    citationReferenceId: ref,
    url:
      inNote === null
        ? `/data/${source.noteId}#highlight-${source.id}`
        : `/data/${source.noteId}#quote-${inNote}-${inNote + found.text.length}`,
    noteId: source.noteId,
    startOffset: inNote,
    endOffset: inNote === null ? null : inNote + found.text.length,
    verification: found.method,
    alignmentScore: Math.round(found.score * 1000) / 1000,
  };
}
