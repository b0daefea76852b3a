import type { DraftLine, Passage } from './ask-answer';

/** The built-in provider's model name in the audit trail and on the answer. */
export const BUILT_IN_ASK_MODEL = 'fieldnote-extractive-v1';
export const EXTRACTIVE_PROMPT_VERSION = 'ask/extractive@1';

/**
 * The built-in provider's answer (issue 34: "Ask as retrieval plus quoted passages"): it writes
 * nothing of its own; each passage is shown word for word under one heading, citing itself.
 */
export function extractiveDraft(passages: Passage[], heading: string): DraftLine[] {
  return [
    { kind: 'heading', level: 2, text: heading },
    ...passages.map((passage, index): DraftLine => ({
      kind: 'sentence',
      text: passage.text,
      claims: [{ passage: index + 1, quote: passage.text }],
    })),
  ];
}
