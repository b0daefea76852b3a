/** Spec 001 §9: an import file is at most 10 MB (10485760 bytes). */
export const MAX_IMPORT_FILE_BYTES = 10_485_760;
/** Spec 001 §9: "Import max 5000" rows a file. */
export const MAX_IMPORT_ROWS = 5000;
/** A row of a file (a note's text is at most 5 MB, as createNote takes). */
export const MAX_ROW_BYTES = 5 * 1024 * 1024;
/** Columns a file may have (product rule: a wider sheet is not a table of notes or responses). */
export const MAX_IMPORT_COLUMNS = 200;
/** Rows the job writes in one transaction; each batch is one delivery of the job's event. */
export const IMPORT_BATCH_ROWS = 500;
/** Spec 000 §9: question text 2500 characters. */
export const MAX_QUESTION_TEXT = 2500;
/** Spec 000 §9: question options 80000 characters (serialised); more is 'Too many options.' (spec 001 §5). */
export const MAX_QUESTION_OPTIONS_CHARS = 80_000;
/** Rows of a file's preview. */
export const PREVIEW_ROWS = 5;
/** Imports the list shows, newest first. */
export const MAX_LISTED_IMPORTS = 100;
/** Spec 001 §3: a survey response's default title is 'Response' plus an optional number. */
export const SURVEY_RESPONSE_TITLE = 'Response';
/** A note's text (spec 000 §9: a document update is at most 5 MB); a document imported as a note too. */
export const MAX_DOCUMENT_TEXT_BYTES = 5 * 1024 * 1024;
