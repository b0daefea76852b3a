import { randomUUID } from 'node:crypto';
import { MAX_QUESTION_OPTIONS_CHARS } from './bulk-import.limits';
import { QuestionType } from './dto/bulk-import.enums';

/** Spec 000 §3: a select question's option. */
export interface QuestionOption {
  id: string;
  optionText: string;
}

/** Spec 001 §5 / 000 §5: option list imports split on semicolons. */
export const OPTION_SEPARATOR = ';';

/** The answers a cell holds: one for a single-select (or free-text) question, each part for a multi-select. */
export function answersOf(cell: string, type: QuestionType): string[] {
  const parts = type === QuestionType.MULTI_SELECT ? cell.split(OPTION_SEPARATOR) : [cell];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The options of a select question from every answer of its column, by spec 000 §5's rules:
 * non-empty, trimmed, duplicates removed (ignoring case, first spelling kept), invalid (control
 * characters) dropped. Null when their serialised size passes spec 000 §9's 80000 characters:
 * the caller refuses with 'Too many options.' (spec 001 §5).
 */
export function questionOptionsOf(answers: Iterable<string>): QuestionOption[] | null {
  const seen = new Map<string, QuestionOption>();
  for (const raw of answers) {
    const text = raw.trim();
    // eslint-disable-next-line no-control-regex
    if (text === '' || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) continue;
    const key = text.toLowerCase();
    if (!seen.has(key)) seen.set(key, { id: randomUUID(), optionText: text });
  }
  const options = [...seen.values()];
  return JSON.stringify(options).length > MAX_QUESTION_OPTIONS_CHARS ? null : options;
}
