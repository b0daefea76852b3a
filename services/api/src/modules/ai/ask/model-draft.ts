import type { AiChatMessage } from '../providers/ai-provider';
import type { DraftLine, Passage } from './ask-answer';

export const MODEL_PROMPT_VERSION = 'ask/model@1';
/** Chat's turns: the same rules, with the conversation's earlier messages before the sources. */
export const CHAT_MODEL_PROMPT_VERSION = 'chat/model@1';
export const CHAT_EXTRACTIVE_PROMPT_VERSION = 'chat/extractive@1';
/** What a model answers when the sources do not answer the question. */
export const NOT_ENOUGH_DATA_REPLY = 'NOT_ENOUGH_DATA';

const SYSTEM = [
  'You answer questions about customer research using ONLY the numbered sources given.',
  'Never use general knowledge. Write 1 to 6 short sentences, one per line, in the language of the question.',
  'End every sentence with the number of the source it rests on in square brackets, followed by an exact quote',
  'of a few words copied from that source in double quotes, for example:',
  'New hires needed weeks to get started [2] "it took us three weeks to get a new hire productive"',
  'A line may start with "## " to give a heading. Quote words exactly as they stand in the source.',
  `If the sources do not answer the question, reply with exactly: ${NOT_ENOUGH_DATA_REPLY}`,
].join('\n');

/**
 * The messages a model answers from: the rules, a conversation's earlier messages (Chat; they help
 * it read a follow-up, never as sources), then the numbered sources and the question.
 */
export function askMessages(
  question: string,
  passages: Passage[],
  history: AiChatMessage[] = [],
): AiChatMessage[] {
  const sources = passages
    .map((p, i) => `[${i + 1}] ${p.source.noteTitle} (${p.source.projectTitle}):\n${p.context}`)
    .join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    ...history,
    { role: 'user', content: `Sources:\n\n${sources}\n\nQuestion: ${question}` },
  ];
}

// [2] "quote", [2]: "quote", [2] “quote”; a citation may also come without a quote (then unverifiable).
const CLAIM = /\[(\d{1,3})\]\s*:?\s*(?:"([^"\n]+)"|“([^”\n]+)”)?/g;

/** A model's reply as lines of the draft; null when it says the sources are not enough. */
export function parseModelReply(reply: string): DraftLine[] | null {
  const trimmed = reply.trim();
  if (trimmed === '' || trimmed.replace(/[^A-Z_]/g, '') === NOT_ENOUGH_DATA_REPLY) return null;
  const lines: DraftLine[] = [];
  for (const raw of trimmed.split('\n')) {
    const line = raw.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, '');
    if (!line) continue;
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    if (heading) {
      lines.push({
        kind: 'heading',
        level: (heading[1] as string).length,
        text: (heading[2] as string).trim(),
      });
      continue;
    }
    const claims: { passage: number; quote: string | null }[] = [];
    for (const match of line.matchAll(CLAIM))
      claims.push({ passage: Number(match[1]), quote: match[2] ?? match[3] ?? null });
    const text = line
      .replace(CLAIM, ' ')
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (text === '' || text === NOT_ENOUGH_DATA_REPLY) continue;
    lines.push({ kind: 'sentence', text, claims });
  }
  return lines;
}
