/**
 * Ask (spec 000 §1 "question answering with citations", §3 "AI answer"; issue 34): the constants of
 * a question over the workspace's research data and of the check every quote of an answer passes.
 */

/** The longest question: the spec's search query length (spec 000 §9: search query 2000). */
export const MAX_ASK_QUESTION_LENGTH = 2000;

/**
 * A quote that is not found verbatim in its cited source is aligned to it (Smith-Waterman on words):
 * it stands only when its alignment scores at least this share of the best possible score (a perfect
 * match of every word of the quote). Issue 34: "accepted only above 0.8 of the best score".
 */
export const MIN_QUOTE_ALIGNMENT = 0.8;

/** A quote shorter than this many words proves nothing ("yes", "too slow"): it is not accepted. */
export const MIN_QUOTE_WORDS = 3;

/** The most items the retrieval of one question reads, and the most passages an answer quotes. */
export const ASK_RETRIEVED_ITEMS = 30;
export const ASK_MAX_PASSAGES = 8;

/** Spec 000 §3: the citation types of an AI answer (highlight/insight/note/theme/tag). */
export enum AiCitationType {
  HIGHLIGHT = 'HIGHLIGHT',
  INSIGHT = 'INSIGHT',
  NOTE = 'NOTE',
  THEME = 'THEME',
  TAG = 'TAG',
}

/** Spec 000 §3: an answer's content blocks: headings (h1-h3), text with citations, emerging themes. */
export enum AiAnswerBlockType {
  HEADING = 'HEADING',
  TEXT = 'TEXT',
  EMERGING_THEMES = 'EMERGING_THEMES',
}

/** Spec 000 §3: the conversation message roles. */
export enum ConversationMessageRole {
  ASSISTANT = 'ASSISTANT',
  THINKING = 'THINKING',
  USER = 'USER',
}

/**
 * What an answer says when what the asker can read holds too little about the question; it comes
 * with the NOT_ENOUGH_DATA code (spec 000 §8), never with the model's general knowledge.
 */
export const ASK_NOT_ENOUGH_DATA_MESSAGE =
  'Not enough data to answer this question: nothing you can read here says enough about it. Try other words, or a wider scope.';
