/**
 * Rows one importPeople call takes. Spec 001 §9 caps an import at 5000 items; the web app sends a
 * file of up to that many in calls of this size so it can show progress, and each call is one
 * transaction.
 */
export const MAX_IMPORT_ROWS = 1000;
