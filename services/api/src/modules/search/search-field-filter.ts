import { AppError, CUSTOM_FIELD_LIMITS, type CustomFieldTypeValue, isUuid } from '@fieldnote/core';
import type { SearchFieldFilterInput } from './dto/search-field-filter.input';
import { SearchFieldFilterType, SearchFieldOperator } from './dto/search.enums';
import type { Sql } from './search-sql';
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

/**
 * The SQL of one entry over search_items (alias `s`), given how a value row `v` (of field `f`)
 * belongs to the row (`owner`) and, when the list applies to some types only, which rows it can
 * match at all (`only`). Negative operators and IS_EMPTY hold when no value of the row matches, so
 * they hold for rows with no value too, as the tag filters' do.
 */
function valueFilterSql(filter: ParsedFieldFilter, schema: string, owner: string, only: string | null): Sql {
  const exists = (test: string, params: unknown[]): Sql => ({
    text: `exists (select 1 from ${schema}.custom_field_values v join ${schema}.custom_fields f on f.id = v.field_id
      where v.field_id = ?::uuid and ${owner} and ${test})`,
    params: [filter.fieldId, ...params],
  });
  const not = (sql: Sql): Sql => ({ text: `not ${sql.text}`, params: sql.params });
  let sql: Sql;
  if (filter.operator === SearchFieldOperator.IS_EMPTY) sql = not(exists('true', []));
  else if (filter.operator === SearchFieldOperator.IS_NOT_EMPTY) sql = exists('true', []);
  else {
    const positive = positiveTest(filter);
    const negative =
      filter.operator === SearchFieldOperator.NOT_CONTAINS ||
      filter.operator === SearchFieldOperator.NOT_EQUAL;
    sql = exists(positive.text, positive.params);
    if (negative) sql = not(sql);
  }
  return only ? { text: `(${only} and ${sql.text})`, params: sql.params } : sql;
}

/**
 * `fields`: a note's or insight's own value, and a highlight's note's. A value of a project field
 * the item has moved away from is hidden, as on its page. Every other type has no value, so only
 * negative operators and IS_EMPTY hold for it.
 */
export function fieldFilterSql(filter: ParsedFieldFilter, schema: string): Sql {
  return valueFilterSql(
    filter,
    schema,
    '(v.note_id = s.note_id or v.insight_id = s.id) and (f.project_id is null or f.project_id = s.project_id)',
    null,
  );
}

/**
 * `personFields`: a person matches by its own value; a note or highlight by the values of the
 * people linked to its note (positive operators: any of them matches; negative ones and IS_EMPTY:
 * none does, so a note without people holds). As with `fields`, every other type has no value:
 * only negative operators and IS_EMPTY hold for it. People fields belong to no project.
 */
export function personFieldFilterSql(filter: ParsedFieldFilter, schema: string): Sql {
  return valueFilterSql(
    filter,
    schema,
    `((s.type = 'PERSON' and v.person_id = s.id)
      or v.person_id in (select np.person_id from ${schema}.note_people np where np.note_id = s.note_id))`,
    null,
  );
}

/**
 * `notesFromFields`: the value of the note an object comes from: a note's own, a highlight's
 * note's (hidden when the field is of a project the note has moved away from). Unlike `fields`,
 * it is about where an object comes from, so only notes and highlights can match, whatever the
 * operator: "its note's Tier is not Pro" holds for no project, tag, insight or person.
 */
export function noteFieldFilterSql(filter: ParsedFieldFilter, schema: string): Sql {
  return valueFilterSql(
    filter,
    schema,
    'v.note_id = s.note_id and (f.project_id is null or f.project_id = s.project_id)',
    's.note_id is not null',
  );
}

/** A text[] of one placeholder per string: strings bound one by one, never spliced into SQL. */
const textArray = (texts: readonly string[]): string => `array[${texts.map(() => '?').join(', ')}]::text[]`;

/** What "the value matches" means for the entry's kind, its field's type and its operator. */
function positiveTest(filter: ParsedFieldFilter): Sql {
  switch (filter.type) {
    case SearchFieldFilterType.TEXT:
      if (filter.fieldType === 'SELECT')
        return { text: 'v.option_ids && ?::uuid[]', params: [`{${filter.texts.join(',')}}`] };
      if (filter.fieldType === 'PERSON')
        return { text: `v.text_value = any(${textArray(filter.texts)})`, params: filter.texts };
      {
        // Contains any of the strings, ignoring case; % and _ typed by people are literal.
        const patterns = filter.texts.map((text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        return { text: `v.text_value ilike any(${textArray(patterns)})`, params: patterns };
      }
    case SearchFieldFilterType.BOOLEAN:
      return { text: 'v.boolean_value = ?', params: [filter.boolean] };
    case SearchFieldFilterType.NUMBER: {
      const op =
        filter.operator === SearchFieldOperator.GREATER_THAN
          ? '>'
          : filter.operator === SearchFieldOperator.LESS_THAN
            ? '<'
            : '=';
      return { text: `v.number_value ${op} ?`, params: [filter.number] };
    }
    case SearchFieldFilterType.DATE: {
      const day = filter.day ?? new Date(0);
      return {
        text: `v.date_value >= ? and v.date_value < ?`,
        params: [day, new Date(day.getTime() + 86_400_000)],
      };
    }
  }
}
