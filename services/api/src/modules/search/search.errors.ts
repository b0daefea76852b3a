import { AppError, ErrorCode } from '@fieldnote/core';
import type { FieldFilterList } from './search-field-filter';

const TARGET_NAMES: Record<string, string> = { NOTE: 'notes', INSIGHT: 'insights', PERSON: 'people' };

/** What each list of custom-field filter entries reads, said when an entry names another field. */
const LIST_HINTS: Record<FieldFilterList, string> = {
  fields: 'fields reads fields of notes and insights; filter by a field of people with personFields.',
  personFields: 'personFields reads fields of people; filter by a field of notes or insights with fields.',
  notesFromFields: 'notesFromFields reads fields of notes only.',
};

/** Search refusals (spec 000 §5), each naming the field it is about. */
export const SearchErrors = {
  limit: (): AppError =>
    AppError.badInput('The number of results (limit) must be a whole number from 0 to 1000.', {
      field: 'limit',
    }),
  offset: (): AppError =>
    AppError.badInput('The offset must be a whole number, 0 or more.', { field: 'offset' }),
  window: (): AppError =>
    AppError.badInput('Search shows the first 1,000 results; narrow the search to see further.', {
      field: 'offset',
    }),
  queryTooLong: (): AppError =>
    AppError.badInput('A search can be at most 2,000 characters long.', { field: 'query.value' }),
  tooManyWords: (): AppError =>
    AppError.badInput('A search can have at most 60 words.', { field: 'query.value' }),
  emptyQuote: (): AppError =>
    AppError.badInput('Put some text inside the double quotes to search for that exact phrase.', {
      field: 'query.value',
    }),
  badId: (field: string): AppError => AppError.badInput(`Every id in ${field} must be a UUID.`, { field }),
  tooManyIds: (field: string): AppError =>
    AppError.badInput(`A filter can name at most 1,000 ids (${field}).`, { field }),
  badDate: (field: string): AppError =>
    AppError.badInput(
      `The date in ${field} must be an ISO 8601 date and time, such as 2026-01-31T09:00:00Z.`,
      {
        field,
      },
    ),
  dateOrder: (): AppError =>
    AppError.badInput('The start of the date range must be before its end.', { field: 'date.from' }),
  embeddingsUnavailable: (): AppError =>
    new AppError(
      ErrorCode.INTERNAL_SERVER_ERROR,
      'Search by meaning is unavailable right now: the embeddings service cannot be reached. Search with FULL_TEXT meanwhile.',
    ),
  presetAndRange: (): AppError =>
    AppError.badInput('Choose a date preset or a custom range, not both.', { field: 'date' }),
  periods: (): AppError =>
    AppError.badInput(
      'The number of periods to compare (aggs.period.periods) must be a whole number from 1 to 5.',
      {
        field: 'aggs.period.periods',
      },
    ),
  topK: (field: string): AppError =>
    AppError.badInput(`The number of buckets (${field}) must be a whole number from 1 to 100.`, { field }),
  fieldIdsUnused: (type: string): AppError =>
    AppError.badInput(`aggs.field.ids can only name tags or members; the ${type} aggregation takes no ids.`, {
      field: 'aggs.field.ids',
    }),
  tooManyDateBuckets: (): AppError =>
    AppError.badInput(
      'The date histogram (aggs.date.interval) would have more than 1,000 buckets; choose a larger interval or a shorter date range.',
      { field: 'aggs.date.interval' },
    ),
  groupFnWithoutAggs: (): AppError =>
    AppError.badInput('groupFn applies to aggregations: ask for some in aggs, or leave groupFn out.', {
      field: 'groupFn',
    }),
  groupFnNeedsField: (fn: string): AppError =>
    AppError.badInput(`${fn} reads a number field: name a NUMBER or NPS custom field in groupFnField.`, {
      field: 'groupFnField',
    }),
  noSuchField: (field: string): AppError =>
    AppError.badInput(`${field} names no custom field of this workspace that you can see.`, { field }),
  fieldTypeMismatch: (field: string, kind: string, fieldType: string): AppError =>
    AppError.badInput(`${field}: a ${kind} filter cannot read a ${fieldType} field.`, { field }),
  fieldOfOtherTarget: (field: string, list: FieldFilterList, target: string): AppError =>
    AppError.badInput(
      `${field} names a custom field of ${TARGET_NAMES[target] ?? target}; ${LIST_HINTS[list]}`,
      { field },
    ),
  notAScoreField: (field: string, fieldType: string): AppError =>
    AppError.badInput(`${field} must be a NUMBER or NPS custom field, not ${fieldType}.`, { field }),
};
