import { registerEnumType } from '@nestjs/graphql';

export enum BulkImportFormat {
  CSV = 'CSV',
  XLSX = 'XLSX',
}

/** Spec 001 §3: what a bulk import's rows were processed into. */
export enum BulkImportProcessedInto {
  CONTENT = 'CONTENT',
  SURVEY = 'SURVEY',
}

export enum BulkImportStatus {
  /** Uploaded and read; waiting for its column mapping. */
  DRAFT = 'DRAFT',
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}

/** What a column of the file becomes. Columns not mapped are not imported. */
export enum BulkImportColumnTarget {
  TITLE = 'TITLE',
  /** The text of the note (spec 001 §3 CSV source: the analyze column). */
  CONTENT = 'CONTENT',
  /** When the note was taken (spec 001 §3 CSV source: the timestamp column). */
  DATE = 'DATE',
  PERSON = 'PERSON',
  FIELD = 'FIELD',
  QUESTION = 'QUESTION',
}

/** Spec 000 §3 question types. */
export enum QuestionType {
  FREE_TEXT = 'FREE_TEXT',
  SINGLE_SELECT = 'SINGLE_SELECT',
  MULTI_SELECT = 'MULTI_SELECT',
}

registerEnumType(BulkImportFormat, { name: 'BulkImportFormat' });
registerEnumType(BulkImportProcessedInto, {
  name: 'BulkImportProcessedInto',
  description: 'Spec 001 §3: CONTENT (rows become notes) or SURVEY (rows become survey responses).',
});
registerEnumType(BulkImportStatus, { name: 'BulkImportStatus' });
registerEnumType(BulkImportColumnTarget, { name: 'BulkImportColumnTarget' });
registerEnumType(QuestionType, { name: 'QuestionType' });
