import { AppError } from '@fieldnote/core';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from './bulk-import.limits';

/** Codes of a refused import (in the error's details as `code`), stable for API callers. */
export enum BulkImportRefusal {
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  TOO_MANY_ROWS = 'TOO_MANY_ROWS',
  TOO_MANY_COLUMNS = 'TOO_MANY_COLUMNS',
  ROW_TOO_LONG = 'ROW_TOO_LONG',
  UNSUPPORTED_FORMAT = 'UNSUPPORTED_FORMAT',
  UNREADABLE_FILE = 'UNREADABLE_FILE',
  EMPTY_FILE = 'EMPTY_FILE',
  NO_FILE = 'NO_FILE',
  BAD_MAPPING = 'BAD_MAPPING',
  MIX_CHECK = 'MIX_CHECK',
  TOO_MANY_OPTIONS = 'TOO_MANY_OPTIONS',
  QUESTION_TEXT_TOO_LONG = 'QUESTION_TEXT_TOO_LONG',
  ALREADY_STARTED = 'ALREADY_STARTED',
  BAD_DATE_RANGE = 'BAD_DATE_RANGE',
  CONTENT_TOO_LONG = 'CONTENT_TOO_LONG',
}

const refuse = (code: BulkImportRefusal, message: string, details: Record<string, unknown> = {}): AppError =>
  AppError.badInput(message, { code, ...details });

const MB = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

/** The refusals of bulk imports, worded for people; each carries its code. */
export const bulkImportErrors = {
  notFound: (): AppError => AppError.notFound('Import'),
  noFile: (): AppError =>
    refuse(BulkImportRefusal.NO_FILE, 'Choose a file to import (the form field `file`).', {
      field: 'file',
    }),
  projectRequired: (): AppError =>
    AppError.badInput('Say which project the rows go into (projectId).', { field: 'projectId' }),
  fileTooLarge: (): AppError =>
    refuse(BulkImportRefusal.FILE_TOO_LARGE, `An import file can be at most ${MB} MB.`, {
      field: 'file',
      maximum: MAX_IMPORT_FILE_BYTES,
    }),
  unsupported: (name: string): AppError =>
    refuse(
      BulkImportRefusal.UNSUPPORTED_FORMAT,
      `"${name.slice(0, 80)}" is not a CSV or XLSX file. Save the sheet as .csv or .xlsx and try again.`,
      { field: 'file' },
    ),
  unreadable: (format: string): AppError =>
    refuse(
      BulkImportRefusal.UNREADABLE_FILE,
      `This ${format} file could not be read. Open it in a spreadsheet program, save it again and retry.`,
      { field: 'file' },
    ),
  empty: (): AppError =>
    refuse(
      BulkImportRefusal.EMPTY_FILE,
      'The file has no rows under its heading row. The first row names the columns; each row after it is imported.',
      { field: 'file' },
    ),
  tooManyRows: (count: number): AppError =>
    refuse(
      BulkImportRefusal.TOO_MANY_ROWS,
      `An import takes at most ${MAX_IMPORT_ROWS} rows; this file has ${count}. Split it into smaller files.`,
      { field: 'file', maximum: MAX_IMPORT_ROWS },
    ),
  rowTooLong: (max: number): AppError =>
    refuse(
      BulkImportRefusal.ROW_TOO_LONG,
      `A row of this file is longer than ${max / (1024 * 1024)} MB, more than a note can hold. Check that its quotes are closed.`,
      { field: 'file', maximum: max },
    ),
  tooManyColumns: (count: number): AppError =>
    refuse(
      BulkImportRefusal.TOO_MANY_COLUMNS,
      `An import takes at most ${MAX_IMPORT_COLUMNS} columns; this file has ${count}.`,
      { field: 'file', maximum: MAX_IMPORT_COLUMNS },
    ),
  badMapping: (message: string): AppError =>
    refuse(BulkImportRefusal.BAD_MAPPING, message, { field: 'columns' }),
  mixCheck: (message: string): AppError => refuse(BulkImportRefusal.MIX_CHECK, message, { field: 'columns' }),
  tooManyOptions: (question: string): AppError =>
    refuse(BulkImportRefusal.TOO_MANY_OPTIONS, 'Too many options.', {
      field: 'columns',
      question: question.slice(0, 80),
    }),
  questionTooLong: (column: string, max: number): AppError =>
    refuse(
      BulkImportRefusal.QUESTION_TEXT_TOO_LONG,
      `The heading of column "${column.slice(0, 60)}…" is its question, and a question can be at most ${max} characters long.`,
      { field: 'columns', maxLength: max },
    ),
  alreadyStarted: (): AppError =>
    refuse(
      BulkImportRefusal.ALREADY_STARTED,
      'This import has already been started. Upload the file again to import it once more.',
      { field: 'id' },
    ),
  badDateRange: (): AppError =>
    refuse(BulkImportRefusal.BAD_DATE_RANGE, 'The earliest date must come before the latest date.', {
      field: 'minDate',
    }),
  documentUnsupported: (name: string): AppError =>
    refuse(
      BulkImportRefusal.UNSUPPORTED_FORMAT,
      `"${name.slice(0, 80)}" is not a text, Markdown, Word (.docx) or PDF file, which are imported as notes.`,
      { field: 'file' },
    ),
  /** A refusal of the file's content (a program, a name claiming other content), with the import's code. */
  documentRefused: (refusal: AppError): AppError =>
    refuse(BulkImportRefusal.UNSUPPORTED_FORMAT, refusal.message, { field: 'file' }),
  documentUnreadable: (format: string): AppError =>
    refuse(
      BulkImportRefusal.UNREADABLE_FILE,
      `This ${format} file could not be read: it is damaged or locked with a password. Open it, save it again without a password and retry.`,
      { field: 'file' },
    ),
  documentEmpty: (): AppError =>
    refuse(
      BulkImportRefusal.EMPTY_FILE,
      'This file has no text to import. (A scanned PDF holds pictures of pages, not text.)',
      { field: 'file' },
    ),
  documentTooLong: (max: number): AppError =>
    refuse(
      BulkImportRefusal.CONTENT_TOO_LONG,
      `The text of this file is longer than ${max / (1024 * 1024)} MB, more than a note can hold. Split it into smaller files.`,
      { field: 'file', maximum: max },
    ),
} as const;
