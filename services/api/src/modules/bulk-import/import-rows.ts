import { type TypedFieldValue, checkFieldValue, textProblem } from '@fieldnote/core';
import { checkPersonFields } from '../people';
import { MAX_ROW_BYTES, SURVEY_RESPONSE_TITLE } from './bulk-import.limits';
import { BulkImportProcessedInto } from './dto/bulk-import.enums';
import { MAX_NOTE_TITLE, type MappedField, type StoredMapping } from './import-mapping';
import { answersOf } from './question-options';

/** Spec 001 §3 failure codes of a row (with humanMessageText beside them in the report). */
export enum RowErrorCode {
  EMPTY_ROW = 'EMPTY_ROW',
  INVALID_TEXT = 'INVALID_TEXT',
  TITLE_TOO_LONG = 'TITLE_TOO_LONG',
  CONTENT_TOO_LONG = 'CONTENT_TOO_LONG',
  INVALID_DATE = 'INVALID_DATE',
  DATE_OUT_OF_RANGE = 'DATE_OUT_OF_RANGE',
  INVALID_PERSON = 'INVALID_PERSON',
  INVALID_FIELD_VALUE = 'INVALID_FIELD_VALUE',
  INVALID_ANSWER = 'INVALID_ANSWER',
}

/** A row ready to become a note. */
export interface NoteDraft {
  title: string;
  content: string;
  createdAt: Date | null;
  person: { name: string; email: string | null } | null;
  fieldValues: { fieldId: string; value: TypedFieldValue }[];
  answers: { questionId: string; answerText: string; optionIds: string[] | null }[];
}

export type RowOutcome =
  { ok: true; draft: NoteDraft } | { ok: false; errorCode: RowErrorCode; message: string };

const fail = (errorCode: RowErrorCode, message: string): RowOutcome => ({ ok: false, errorCode, message });

/**
 * A data row checked and shaped into a note (CONTENT) or a survey response note (SURVEY), or the
 * reason it is refused. `responseNumber` is the row's place among the file's data rows, 1 for the
 * first: a response without a title column is titled 'Response 1', 'Response 2'… (spec 001 §3).
 */
export function draftOfRow(cells: string[], responseNumber: number, mapping: StoredMapping): RowOutcome {
  const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
  if (cells.every((value) => value.trim() === '')) return fail(RowErrorCode.EMPTY_ROW, 'The row is empty.');
  for (const value of cells) {
    const problem = textProblem(value, 'multi-line');
    if (problem) return fail(RowErrorCode.INVALID_TEXT, `A cell ${problem}`);
  }
  const survey = mapping.processedInto === BulkImportProcessedInto.SURVEY;
  const content = survey ? '' : cell(mapping.content);
  if (content.length > MAX_ROW_BYTES)
    return fail(
      RowErrorCode.CONTENT_TOO_LONG,
      `The content can be at most ${MAX_ROW_BYTES / (1024 * 1024)} MB.`,
    );
  let title = cell(mapping.title).replace(/\s+/g, ' ');
  if (title === '') title = survey ? `${SURVEY_RESPONSE_TITLE} ${responseNumber}` : titleFrom(content);
  if (title === '') return fail(RowErrorCode.EMPTY_ROW, 'The row has neither a title nor content.');
  if (title.length > MAX_NOTE_TITLE)
    return fail(RowErrorCode.TITLE_TOO_LONG, `The title can be at most ${MAX_NOTE_TITLE} characters long.`);

  let createdAt: Date | null = null;
  const rawDate = cell(mapping.date);
  if (rawDate !== '') {
    createdAt = parseDate(rawDate);
    if (!createdAt) return fail(RowErrorCode.INVALID_DATE, `"${rawDate.slice(0, 40)}" is not a date.`);
    if (mapping.minDate && createdAt < new Date(mapping.minDate))
      return fail(RowErrorCode.DATE_OUT_OF_RANGE, `The date is before ${mapping.minDate.slice(0, 10)}.`);
    if (mapping.maxDate && createdAt > new Date(mapping.maxDate))
      return fail(RowErrorCode.DATE_OUT_OF_RANGE, `The date is after ${mapping.maxDate.slice(0, 10)}.`);
  }

  let person: NoteDraft['person'] = null;
  const rawPerson = cell(mapping.person);
  if (rawPerson !== '') {
    const isEmail = rawPerson.includes('@') && !/\s/.test(rawPerson);
    const checked = checkPersonFields(isEmail ? '' : rawPerson, isEmail ? rawPerson : '');
    if (!checked.ok) return fail(RowErrorCode.INVALID_PERSON, checked.message);
    person = isEmail ? { name: '', email: rawPerson.toLowerCase() } : { name: rawPerson, email: null };
  }

  const fieldValues: NoteDraft['fieldValues'] = [];
  for (const { column, field } of mapping.fields) {
    const raw = cell(column);
    if (raw === '') continue;
    const checked = checkFieldValue(field, fieldInput(field, raw));
    if (!checked.ok) return fail(RowErrorCode.INVALID_FIELD_VALUE, checked.message);
    fieldValues.push({ fieldId: field.id, value: checked.value });
  }

  const answers: NoteDraft['answers'] = [];
  const lines: string[] = [];
  for (const question of mapping.questions) {
    const parts = answersOf(cell(question.column), question.questionType);
    if (parts.length === 0) continue;
    let optionIds: string[] | null = null;
    if (question.questionType !== 'FREE_TEXT') {
      optionIds = [];
      for (const part of parts) {
        const option = question.options.find((o) => o.optionText.toLowerCase() === part.toLowerCase());
        if (!option)
          return fail(
            RowErrorCode.INVALID_ANSWER,
            `"${part.slice(0, 60)}" is not an option of "${question.questionText.slice(0, 60)}".`,
          );
        if (!optionIds.includes(option.id)) optionIds.push(option.id);
      }
    }
    const answerText = parts.join('; ');
    answers.push({ questionId: question.questionId, answerText, optionIds });
    lines.push(question.questionText, answerText, '');
  }
  if (survey && answers.length === 0)
    return fail(RowErrorCode.EMPTY_ROW, 'The row answers none of the questions.');
  return {
    ok: true,
    draft: {
      title,
      content: survey ? lines.join('\n').trim() : content,
      createdAt,
      person,
      fieldValues,
      answers,
    },
  };
}

/** A note without a title column is named by its content's first line (cut at a word, 80 characters). */
function titleFrom(content: string): string {
  const first =
    content
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  if (first.length <= 80) return first;
  const cut = first.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** ISO 8601 dates and date-times, and day-first or year-first dates with / . or - (31/01/2024). */
export function parseDate(raw: string): Date | null {
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(raw);
  if (dmy) {
    const [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw)) return null;
  const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A cell as a custom field's input: yes/no for BOOLEAN, option labels (semicolon-separated) for SELECT. */
function fieldInput(
  field: MappedField,
  raw: string,
): { text?: string; boolean?: boolean; optionIds?: string[] } {
  if (field.type === 'BOOLEAN') {
    const lower = raw.toLowerCase();
    if (['yes', 'true', '1', 'y'].includes(lower)) return { boolean: true };
    if (['no', 'false', '0', 'n'].includes(lower)) return { boolean: false };
    return {};
  }
  if (field.type === 'SELECT') {
    const optionIds = raw
      .split(';')
      .map((label) => label.trim().toLowerCase())
      .filter((label) => label !== '')
      .map((label) => field.options.find((o) => o.label.toLowerCase() === label)?.id ?? `unknown:${label}`);
    return { optionIds };
  }
  return { text: raw };
}
