import type { JobRole } from '../onboarding';

/**
 * Chat (spec 000 §1 "chat", §3 conversation message roles, §9 conversation limits and AI sample
 * questions; issue 34): conversations of one member, answered over the same retrieval and quote
 * verification as Ask.
 */

/** Product rule (the spec gives none): conversations one member keeps, so the side list stays a list. */
export const MAX_CONVERSATIONS_PER_MEMBER = 500;
/** Product rule: messages in one conversation (each question and each answer counts). */
export const MAX_MESSAGES_PER_CONVERSATION = 400;
/** The earlier turns a follow-up question reads: the user questions its retrieval query may borrow from. */
export const CHAT_RETRIEVAL_TURNS = 2;
/** The earlier messages a configured model reads before the sources (its conversation memory). */
export const CHAT_MODEL_HISTORY_MESSAGES = 6;
/** The title a conversation gets from its first question, cut to this many characters. */
export const CHAT_AUTO_TITLE_LENGTH = 80;

/** Spec 000 §9: the role groups AI sample questions exist by. */
export enum ChatRoleGroup {
  MARKETING_SALES = 'MARKETING_SALES',
  FINANCE_OPERATIONS_LEGAL = 'FINANCE_OPERATIONS_LEGAL',
  SUPPORT_CUSTOMER_SUCCESS = 'SUPPORT_CUSTOMER_SUCCESS',
  DEFAULT = 'DEFAULT',
}

/** A member's job role (spec 000 §3, asked at onboarding) to its sample-question group; none is DEFAULT. */
export function chatRoleGroupOf(jobRole: JobRole | string | null | undefined): ChatRoleGroup {
  switch (jobRole) {
    case 'MARKETING':
    case 'SALES':
      return ChatRoleGroup.MARKETING_SALES;
    case 'FINANCE':
    case 'OPERATIONS':
    case 'LEGAL':
      return ChatRoleGroup.FINANCE_OPERATIONS_LEGAL;
    case 'SUPPORT':
    case 'CUSTOMER_SUCCESS':
      return ChatRoleGroup.SUPPORT_CUSTOMER_SUCCESS;
    default:
      return ChatRoleGroup.DEFAULT;
  }
}

/** The sample questions a new conversation offers, by role group (spec 000 §9). */
export const CHAT_SAMPLE_QUESTIONS: Readonly<Record<ChatRoleGroup, readonly string[]>> = {
  [ChatRoleGroup.MARKETING_SALES]: [
    'Why do customers choose us over the alternatives?',
    'What words do customers use to describe the problem we solve?',
    'What objections come up before customers buy?',
    'Which features do customers mention when they recommend us?',
  ],
  [ChatRoleGroup.FINANCE_OPERATIONS_LEGAL]: [
    'What do customers say about pricing and cost?',
    'Which processes slow teams down the most?',
    'What concerns do customers raise about contracts, security or compliance?',
    'Where do customers say they lose time or money?',
  ],
  [ChatRoleGroup.SUPPORT_CUSTOMER_SUCCESS]: [
    'What problems do customers report most often?',
    'What slows down onboarding for new customers?',
    'Which workarounds have customers found for missing features?',
    'What makes customers frustrated enough to contact support?',
  ],
  [ChatRoleGroup.DEFAULT]: [
    'What are the most common pain points?',
    'What slowed down onboarding?',
    'Which features do customers ask for?',
    'What do customers like most about the product?',
  ],
};
