import { AppError, CUSTOM_FIELD_LIMITS, type CustomFieldTypeValue, isUuid } from '@fieldnote/core';
import type { SearchFieldFilterInput } from './dto/search-field-filter.input';
import { SearchFieldFilterType, SearchFieldOperator } from './dto/search.enums';
import { MAX_FIELD_FILTERS } from './search.limits';

/** Spec 000 §3: the operators each kind of custom-field filter entry takes (plus the empty tests). */
const OPERATORS: Record<SearchFieldFilterType, readonly SearchFieldOperator[]> = {
  [SearchFieldFilterType.TEXT]: [SearchFieldOperator.CONTAINS, SearchFieldOperator.NOT_CONTAINS],
  [SearchFieldFilterType.BOOLEAN]: [SearchFieldOperator.CONTAINS, SearchFieldOperator.NOT_CONTAINS],
  [SearchFieldFilterType.NUMBER]: [
    SearchFieldOperator.EQUAL,
    SearchFieldOperator.NOT_EQUAL,
    SearchFieldOperator.GREATER_THAN,
    SearchFieldOperator.LESS_THAN,
  ],
  [SearchFieldFilterType.DATE]: [SearchFieldOperator.CONTAINS, SearchFieldOperator.NOT_CONTAINS],
};

/** Which custom field types each kind of entry reads. */
export const FIELD_TYPES_OF: Record<SearchFieldFilterType, readonly CustomFieldTypeValue[]> = {
  [SearchFieldFilterType.TEXT]: ['TEXT', 'EMAIL', 'PHONE', 'URL', 'SELECT', 'PERSON'],
  [SearchFieldFilterType.BOOLEAN]: ['BOOLEAN'],
  [SearchFieldFilterType.NUMBER]: ['NUMBER', 'NPS'],
  [SearchFieldFilterType.DATE]: ['DATETIME'],
};

/** At most this many custom-field entries in one request's `fields`. */
export { MAX_FIELD_FILTERS };

/** A custom-field filter entry, checked; `fieldType` is the field's own type, filled in by the service. */
export interface ParsedFieldFilter {
  fieldId: string;
  type: SearchFieldFilterType;
  operator: SearchFieldOperator;
  /** TEXT: the strings (SELECT and PERSON: lower-case ids). */
  texts: string[];
  boolean: boolean | null;
  number: number | null;
  /** DATE: the start of the UTC day asked for. */
  day: Date | null;
  fieldType: CustomFieldTypeValue | null;
}

const bad = (field: string, message: string): AppError => AppError.badInput(message, { field });

/**
 * Checks one entry (spec 000 §3, §5): the id is a UUID, the operator suits the type, and the value
 * the type takes is there. Null when cleaning drops it: a TEXT entry whose strings are all empty.
 */
export function parseFieldFilter(input: SearchFieldFilterInput, path: string): ParsedFieldFilter | null {
  if (!isUuid(input.id)) throw bad(`${path}.id`, `The custom field id in ${path}.id must be a UUID.`);
  const empty =
    input.operator === SearchFieldOperator.IS_EMPTY || input.operator === SearchFieldOperator.IS_NOT_EMPTY;
  if (!empty && !OPERATORS[input.type].includes(input.operator)) {
    throw bad(
      `${path}.operator`,
      `A ${input.type} field filter takes ${[...OPERATORS[input.type], 'IS_EMPTY', 'IS_NOT_EMPTY'].join(', ')}, not ${input.operator}.`,
    );
  }
  const parsed: ParsedFieldFilter = {
    fieldId: input.id.toLowerCase(),
    type: input.type,
    operator: input.operator,
    texts: [],
    boolean: null,
    number: null,
    day: null,
    fieldType: null,
  };
  if (empty) return parsed;
  switch (input.type) {
    case SearchFieldFilterType.TEXT: {
      const texts = [
        ...new Set((input.values ?? []).map((text) => text.trim()).filter((text) => text !== '')),
      ];
      if (texts.length === 0) return null;
      if (texts.length > 1000)
        throw bad(`${path}.values`, `A filter can name at most 1,000 values (${path}.values).`);
      if (texts.some((text) => text.length > CUSTOM_FIELD_LIMITS.value))
        throw bad(`${path}.values`, `Each value in ${path}.values can be at most 10299 characters long.`);
      return { ...parsed, texts };
    }
    case SearchFieldFilterType.BOOLEAN:
      if (typeof input.boolean !== 'boolean')
        throw bad(
          `${path}.boolean`,
          `A BOOLEAN field filter needs boolean: true or false (${path}.boolean).`,
        );
      return { ...parsed, boolean: input.boolean };
    case SearchFieldFilterType.NUMBER:
      if (typeof input.number !== 'number' || !Number.isFinite(input.number))
        throw bad(`${path}.number`, `A NUMBER field filter needs a number (${path}.number).`);
      return { ...parsed, number: input.number };
    case SearchFieldFilterType.DATE: {
      const text = input.date ?? '';
      const date = new Date(text);
      if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) || Number.isNaN(date.getTime()))
        throw bad(`${path}.date`, `The date in ${path}.date must be an ISO 8601 date, such as 2026-03-31.`);
      const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
      return { ...parsed, day };
    }
  }
}

/** Checks a request's list of entries; the ones cleaning drops are left out. */
export function parseFieldFilters(
  inputs: readonly SearchFieldFilterInput[] | null | undefined,
  path = 'fields',
): ParsedFieldFilter[] {
  if (!inputs) return [];
  if (inputs.length > MAX_FIELD_FILTERS)
    throw bad(path, `A search can have at most ${MAX_FIELD_FILTERS} custom-field filters.`);
  return inputs.flatMap((input, index) => parseFieldFilter(input, `${path}.${index}`) ?? []);
}

/** What a custom field describes (spec 000 §3: notes, insights or people). */
export type FieldTarget = 'NOTE' | 'INSIGHT' | 'PERSON';

/**
 * The request lists that hold custom-field filter entries, and the custom field targets each may
 * name (spec 000 §3: fields, personFields, notesFromFields). `fields` reads an object's own values
 * (notes and insights; a highlight its note's); people's fields are personFields' alone.
 */
export const TARGETS_OF = {
  fields: ['NOTE', 'INSIGHT'],
  personFields: ['PERSON'],
  notesFromFields: ['NOTE'],
} as const satisfies Record<string, readonly FieldTarget[]>;

export type FieldFilterList = keyof typeof TARGETS_OF;
