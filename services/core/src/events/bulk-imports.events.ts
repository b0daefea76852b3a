import { defineEvent } from './define-event';
import { count, text, uuid } from './event-fields';

/** Bulk imports of notes and survey responses from CSV or XLSX files (spec 001 §3). */
export const BULK_IMPORT_EVENTS = {
  uploaded: defineEvent({
    subject: 'bulk_import.uploaded',
    version: 1,
    description:
      'A CSV or XLSX file was uploaded for a bulk import into a project and read (not yet imported).',
    payload: { bulkImportId: uuid, projectId: uuid, totalRows: count },
  }),
  started: defineEvent({
    subject: 'bulk_import.started',
    version: 1,
    description:
      'A bulk import was started with its column mapping (`processedInto` CONTENT or SURVEY); the job imports its first batch.',
    payload: { bulkImportId: uuid, projectId: uuid, processedInto: text },
  }),
  progressed: defineEvent({
    subject: 'bulk_import.progressed',
    version: 1,
    description: 'A batch of a bulk import was written; the job imports the rows from `fromRow` on next.',
    payload: { bulkImportId: uuid, fromRow: count },
  }),
  completed: defineEvent({
    subject: 'bulk_import.completed',
    version: 1,
    description: 'A bulk import finished: notes imported, rows skipped as already imported, rows refused.',
    payload: {
      bulkImportId: uuid,
      projectId: uuid,
      importedCount: count,
      skippedCount: count,
      numFailed: count,
    },
  }),
  documentImported: defineEvent({
    subject: 'bulk_import.document_imported',
    version: 1,
    description:
      'A plain text, Markdown, Word (.docx) or PDF file was imported as a note (`format` TEXT, MARKDOWN, DOCX or PDF), the original kept as its file.',
    payload: { noteId: uuid, projectId: uuid, fileId: uuid, format: text },
  }),
} as const;
