import { MAX_SUGGESTED_HIGHLIGHTS } from '@fieldnote/core';
import { verifyQuote } from '../ask/quote-verifier';
import type { AiChatMessage } from '../providers/ai-provider';
import type { HighlightCandidate } from './salient-sentences';

export const MODEL_HIGHLIGHTS_VERSION = 'suggest-highlights/model@1';
/** The most note characters sent to a model in one request. */
export const MODEL_SOURCE_CHARS = 24_000;

const SYSTEM = [
  'You pick the most important passages of a customer research note: needs, pains, workarounds, wishes, decisions.',
  `Return at most ${MAX_SUGGESTED_HIGHLIGHTS} lines, each: "exact quote copied from the note" | short reason.`,
  'Copy each quote word for word from the note (one to three sentences). Do not write anything else.',
].join('\n');

/** The messages asking a model for highlights of a note. */
export function highlightMessages(title: string, content: string): AiChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Note: ${title}\n\n${content.slice(0, MODEL_SOURCE_CHARS)}` },
  ];
}

/**
 * The model's reply read as highlights, every quote checked against the note like Ask's citations
 * (exact, then aligned above MIN_QUOTE_ALIGNMENT): a quote that is not in the note is dropped, and a
 * kept one is the note's own words at the offsets found, never the model's wording. Overlapping ones
 * and ones overlapping `taken` are dropped too.
 */
export function verifiedModelHighlights(
  reply: string,
  content: string,
  taken: readonly { startOffset: number; endOffset: number }[],
): { kept: HighlightCandidate[]; dropped: number } {
  const kept: HighlightCandidate[] = [];
  let dropped = 0;
  for (const raw of reply.split('\n')) {
    const line = raw.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, '');
    if (!line) continue;
    const match = /^["“](.+?)["”]\s*(?:\|\s*(.*))?$/.exec(line) ?? /^(.+?)\s*\|\s*(.*)$/.exec(line);
    const quote = match?.[1] ?? line;
    const verified = verifyQuote(content, quote);
    if (!verified) {
      dropped += 1;
      continue;
    }
    const overlaps = (s: number, e: number) => verified.start < e && s < verified.end;
    if (
      kept.some((k) => overlaps(k.startOffset, k.endOffset)) ||
      taken.some((t) => overlaps(t.startOffset, t.endOffset))
    )
      continue;
    const reason = (match?.[2] ?? '').trim() || 'Picked by the model as important.';
    kept.push({
      text: verified.text,
      startOffset: verified.start,
      endOffset: verified.end,
      highlightReason: reason.slice(0, 500),
    });
    if (kept.length >= MAX_SUGGESTED_HIGHLIGHTS) break;
  }
  return { kept: kept.sort((a, b) => a.startOffset - b.startOffset), dropped };
}
