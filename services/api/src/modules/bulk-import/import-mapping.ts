import { type FieldShape, MAX_LENGTH } from '@fieldnote/core';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_QUESTION_TEXT } from './bulk-import.limits';
import { BulkImportColumnTarget, BulkImportProcessedInto, QuestionType } from './dto/bulk-import.enums';
import type { QuestionOption } from './question-options';

/** A column's mapping as the caller sends it (columns not named are not imported). */
export interface ColumnMappingInput {
  column: number;
  target: BulkImportColumnTarget;
  fieldId?: string | null;
  questionType?: QuestionType | null;
}

/** A custom field a column fills, as the job needs it. */
export interface MappedField extends FieldShape {
  id: string;
}

/** A question a column answers, once it exists in the project. */
export interface MappedQuestion {
  column: number;
  questionId: string;
  questionText: string;
  questionType: QuestionType;
  options: QuestionOption[];
}

/** What the job reads for every batch: the checked mapping, with fields and questions resolved. */
export interface StoredMapping {
  processedInto: BulkImportProcessedInto;
  title: number | null;
  content: number | null;
  date: number | null;
  person: number | null;
  fields: { column: number; field: MappedField }[];
  questions: MappedQuestion[];
  minDate: string | null;
  maxDate: string | null;
}

const SINGLE_TARGETS: Partial<Record<BulkImportColumnTarget, string>> = {
  [BulkImportColumnTarget.TITLE]: 'title',
  [BulkImportColumnTarget.CONTENT]: 'content',
  [BulkImportColumnTarget.DATE]: 'date',
  [BulkImportColumnTarget.PERSON]: 'person',
};

/**
 * Checks a mapping against the file's headings before anything is written: each column at most
 * once, each item (title, content, date, person, a field, a question) from at most one column
 * (spec 001 §5's mix check), questions only for survey imports and content only for notes, a
 * question's heading within spec 000 §9's 2500 characters. Returns the columns by role.
 */
export function checkMapping(
  headers: string[],
  processedInto: BulkImportProcessedInto,
  columns: ColumnMappingInput[],
): {
  singles: Record<'title' | 'content' | 'date' | 'person', number | null>;
  fields: { column: number; fieldId: string }[];
  questions: { column: number; questionText: string; questionType: QuestionType }[];
} {
  const singles: Record<'title' | 'content' | 'date' | 'person', number | null> = {
    title: null,
    content: null,
    date: null,
    person: null,
  };
  const fields: { column: number; fieldId: string }[] = [];
  const questions: { column: number; questionText: string; questionType: QuestionType }[] = [];
  const usedColumns = new Set<number>();
  const usedFields = new Set<string>();
  const usedQuestions = new Set<string>();
  const heading = (column: number) => headers[column] || `Column ${column + 1}`;
  for (const mapping of columns) {
    const { column, target } = mapping;
    if (!Number.isInteger(column) || column < 0 || column >= headers.length)
      throw bulkImportErrors.badMapping(`The file has no column ${column + 1}.`);
    if (usedColumns.has(column))
      throw bulkImportErrors.mixCheck(`Column "${heading(column)}" is mapped twice. Map each column once.`);
    usedColumns.add(column);
    const single = SINGLE_TARGETS[target];
    if (single) {
      const key = single as keyof typeof singles;
      if (singles[key] !== null)
        throw bulkImportErrors.mixCheck(
          `Only one column can be the note's ${single}: "${heading(singles[key])}" and "${heading(column)}" both are.`,
        );
      if (key === 'content' && processedInto === BulkImportProcessedInto.SURVEY)
        throw bulkImportErrors.badMapping(
          "A survey import makes each row's note from its answers: map columns to questions, not to content.",
        );
      singles[key] = column;
    } else if (target === BulkImportColumnTarget.FIELD) {
      if (!mapping.fieldId)
        throw bulkImportErrors.badMapping(`Choose the field column "${heading(column)}" fills.`);
      if (usedFields.has(mapping.fieldId))
        throw bulkImportErrors.mixCheck('Two columns fill the same field. Map a field from one column only.');
      usedFields.add(mapping.fieldId);
      fields.push({ column, fieldId: mapping.fieldId });
    } else {
      if (processedInto !== BulkImportProcessedInto.SURVEY)
        throw bulkImportErrors.badMapping(
          'Questions are for survey imports. Choose "Survey responses" first.',
        );
      const questionText = headers[column]?.trim() ?? '';
      if (questionText === '')
        throw bulkImportErrors.badMapping(
          `Column ${column + 1} has no heading, and a question's text is its column's heading.`,
        );
      if (questionText.length > MAX_QUESTION_TEXT)
        throw bulkImportErrors.questionTooLong(questionText, MAX_QUESTION_TEXT);
      const key = questionText.toLowerCase();
      if (usedQuestions.has(key))
        throw bulkImportErrors.mixCheck(
          `Two columns are the question "${questionText.slice(0, 80)}". Map a question from one column only.`,
        );
      usedQuestions.add(key);
      questions.push({ column, questionText, questionType: mapping.questionType ?? QuestionType.FREE_TEXT });
    }
  }
  if (processedInto === BulkImportProcessedInto.SURVEY && questions.length === 0)
    throw bulkImportErrors.badMapping('Map at least one column to a question.');
  if (processedInto === BulkImportProcessedInto.CONTENT && singles.content === null && singles.title === null)
    throw bulkImportErrors.badMapping("Map a column to the note's content (or at least to its title).");
  return { singles, fields, questions };
}

/** Spec 000 §9's note title limit, for the row checks. */
export const MAX_NOTE_TITLE = MAX_LENGTH.noteTitle;
