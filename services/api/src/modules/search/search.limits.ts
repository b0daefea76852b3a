/**
 * Limits of one search request, in a file of their own so the input classes can declare them
 * (ArrayMaxSize, checked before variables are coerced) without importing the request parser.
 */
export const SEARCH_LIMITS = {
  maxLimit: 1000,
  window: 1000,
  maxChars: 2000,
  maxWords: 60,
  maxIds: 1000,
} as const;

/** Rows of one filter group. */
export const MAX_FILTER_CLAUSES = 50;

/** Custom-field filters of one search, per list (fields, personFields, notesFromFields). */
export const MAX_FIELD_FILTERS = 50;
