import type { SchemaTables } from '@fieldnote/db';
import { SearchFieldFilterType, SearchFieldOperator } from './dto/search.enums';
import type { ParsedFieldFilter } from './search-field-filter';
import type { Sql } from './search-query.builder';

// The SQL of the custom-field filter entries (spec 000 §3: fields, personFields, notesFromFields)
// over search_items, for the search repositories' statements. Pure functions.

/**
 * The SQL of one entry over search_items (alias `s`), given how a value row `v` (of field `f`)
 * belongs to the row (`owner`) and, when the list applies to some types only, which rows it can
 * match at all (`only`). Negative operators and IS_EMPTY hold when no value of the row matches, so
 * they hold for rows with no value too, as the tag filters' do.
 */
function valueFilterSql(
  filter: ParsedFieldFilter,
  table: SchemaTables,
  owner: string,
  only: string | null,
): Sql {
  const exists = (test: string, params: unknown[]): Sql => ({
    text: `exists (select 1 from ${table('custom_field_values')} v join ${table('custom_fields')} f on f.id = v.field_id
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
export function fieldFilterSql(filter: ParsedFieldFilter, table: SchemaTables): Sql {
  return valueFilterSql(
    filter,
    table,
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
export function personFieldFilterSql(filter: ParsedFieldFilter, table: SchemaTables): Sql {
  return valueFilterSql(
    filter,
    table,
    `((s.type = 'PERSON' and v.person_id = s.id)
      or v.person_id in (select np.person_id from ${table('note_people')} np where np.note_id = s.note_id))`,
    null,
  );
}

/**
 * `notesFromFields`: the value of the note an object comes from: a note's own, a highlight's
 * note's (hidden when the field is of a project the note has moved away from). Unlike `fields`,
 * it is about where an object comes from, so only notes and highlights can match, whatever the
 * operator: "its note's Tier is not Pro" holds for no project, tag, insight or person.
 */
export function noteFieldFilterSql(filter: ParsedFieldFilter, table: SchemaTables): Sql {
  return valueFilterSql(
    filter,
    table,
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
