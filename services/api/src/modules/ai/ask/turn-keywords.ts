import type { EntityManager } from '@mikro-orm/postgresql';
import { CHAT_RETRIEVAL_TURNS } from '@fieldnote/core';
import type { AiChatMessage } from '../providers/ai-provider';
import type { AskAnswer } from './ask-answer';
import { questionKeywords } from './ask-words.util';

/** A question asked as a turn of a conversation (Chat): what it may borrow from the turns before. */
export interface AskTurn {
  /** The conversation's earlier questions (USER messages), oldest first. */
  earlierQuestions: string[];
  /** The earlier messages a configured model reads before the sources, oldest first. */
  history: AiChatMessage[];
  /** Stores the answer in the transaction that records it in the AI audit trail. */
  store: (em: EntityManager, answer: AskAnswer) => Promise<void>;
}

/** One way to retrieve: the keywords, and the ones a passage must hold one of (null: any). */
export interface KeywordChoice {
  keywords: string[];
  required: string[] | null;
}

// A question that points back at what was said before ("why did they…", "what else…").
const REFERS_BACK =
  /\b(it|its|they|them|their|that|this|those|these|there|he|she|him|his|her|else|more|also|same|other|others)\b/i;

/**
 * The retrieval queries of a follow-up question, tried in order (issue 34: chat is "multi-turn over
 * the same retrieval"). A question that stands alone is retrieved by its own keywords. One with no
 * keywords of its own ("How long did it take?"), or that refers back ("Why was it slow?"), adds the
 * keywords of the last CHAT_RETRIEVAL_TURNS questions before it; its own words, when it has any, must
 * still be in every passage, and when that finds nothing its own words alone are tried.
 */
export function turnKeywordChoices(question: string, earlierQuestions: string[]): KeywordChoice[] {
  const own = questionKeywords(question);
  const alone: KeywordChoice = { keywords: own, required: null };
  const followUp = own.length === 0 || REFERS_BACK.test(question);
  if (!followUp || earlierQuestions.length === 0) return [alone];
  const earlier = earlierQuestions.slice(-CHAT_RETRIEVAL_TURNS).reverse().join(' ');
  const combined = questionKeywords(`${question} ${earlier}`);
  const withEarlier: KeywordChoice = { keywords: combined, required: own.length > 0 ? own : null };
  return own.length > 0 ? [withEarlier, alone] : [withEarlier];
}
