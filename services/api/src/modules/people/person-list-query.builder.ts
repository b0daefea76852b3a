import { AppError, MAX_LENGTH } from '@fieldnote/core';
import { uuidArray, inSchema, qualified } from '@fieldnote/db';
import { SortDirection } from '../search';
import {
  MAX_PEOPLE_FILTERS,
  PersonFilterField,
  type PersonFilterInput,
  PersonFilterOperator,
  PersonSortField,
} from './dto/person-list.args';

// The SQL of the people list, built from its filters and sort: the where clause, a page of ids, the
// count, and each person's counts. Pure functions, run by PeopleRepository.

/** SQL text with its positional parameters. */
export interface SqlPart {
  text: string;
  params: unknown[];
}

const COLUMN: Record<PersonFilterField, string> = {
  [PersonFilterField.NAME]: 'p.name',
  [PersonFilterField.EMAIL]: "coalesce(p.email, '')",
};

const ORDER: Record<PersonSortField, string> = {
  [PersonSortField.NAME]: 'lower(p.name)',
  [PersonSortField.EMAIL]: 'lower(p.email)',
  [PersonSortField.NOTE_COUNT]: 'coalesce(c.note_count, 0)',
  [PersonSortField.HIGHLIGHT_COUNT]: 'coalesce(c.highlight_count, 0)',
  [PersonSortField.CREATED_AT]: 'p.created_at',
  [PersonSortField.UPDATED_AT]: 'p.updated_at',
};

/** The longest text a filter row or the quick search may carry (spec 000 §9 search query 2000). */
const MAX_FILTER_TEXT = MAX_LENGTH.searchQuery;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterText(value: string | null | undefined, what: string): string {
  const text = (value ?? '').trim();
  if (text.length > MAX_FILTER_TEXT)
    throw AppError.badInput(`${what} can be at most ${MAX_FILTER_TEXT} characters long.`, { field: 'value' });
  return text;
}

/** One filter row as a condition; a text operator without text is dropped (spec 000 §5). */
function condition(row: PersonFilterInput): SqlPart | null {
  const column = COLUMN[row.field];
  const value = filterText(row.value, 'Filter value');
  switch (row.operator) {
    case PersonFilterOperator.IS_EMPTY:
      return { text: `${column} = ''`, params: [] };
    case PersonFilterOperator.IS_NOT_EMPTY:
      return { text: `${column} <> ''`, params: [] };
    case PersonFilterOperator.CONTAINS:
      return value === '' ? null : { text: `${column} ilike ?`, params: [`%${escapeLike(value)}%`] };
    case PersonFilterOperator.DOES_NOT_CONTAIN:
      return value === '' ? null : { text: `${column} not ilike ?`, params: [`%${escapeLike(value)}%`] };
    case PersonFilterOperator.IS:
      return value === '' ? null : { text: `lower(${column}) = lower(?)`, params: [value] };
    case PersonFilterOperator.IS_NOT:
      return value === '' ? null : { text: `lower(${column}) <> lower(?)`, params: [value] };
  }
}

/** The where clause of a people list: the quick search and every filter row, combined with And. */
export function personWhere(
  query: string | null | undefined,
  filters: PersonFilterInput[],
  segment?: { schemaName: string; id: string },
): SqlPart {
  if (filters.length > MAX_PEOPLE_FILTERS)
    throw AppError.badInput(`A people list takes at most ${MAX_PEOPLE_FILTERS} filter rows.`, {
      field: 'filters',
    });
  const parts: SqlPart[] = [];
  const text = filterText(query, 'Search text');
  if (text !== '') {
    const like = `%${escapeLike(text)}%`;
    parts.push({ text: `(p.name ilike ? or coalesce(p.email, '') ilike ?)`, params: [like, like] });
  }
  for (const row of filters) {
    const part = condition(row);
    if (part) parts.push(part);
  }
  if (segment)
    parts.push({
      text: `exists (select 1 from ${qualified(segment.schemaName, 'segment_people')} sp
                where sp.person_id = p.id and sp.segment_id = ?)`,
      params: [segment.id],
    });
  if (parts.length === 0) return { text: 'true', params: [] };
  return { text: parts.map((p) => p.text).join(' and '), params: parts.flatMap((p) => p.params) };
}

/**
 * The SQL of each person's counts: notes that are not in the trash (nor inside a trashed project,
 * nor in a project the member cannot see: its first parameter, a uuid[] of hidden projects) and the
 * highlights of those notes. Shared by the list (to sort by a count) and by the counts of given
 * people (`onlyGivenIds`: its second parameter, a uuid[] of them).
 */
export function personCountsSql(schemaName: string, onlyGivenIds = false): string {
  const table = inSchema(schemaName);
  return `select np.person_id,
      count(distinct np.note_id)::int as note_count,
      count(h.id)::int as highlight_count
    from ${table('note_people')} np
    join ${table('notes')} n on n.id = np.note_id and n.deleted_at is null
    join ${table('projects')} pr on pr.id = n.project_id and pr.deleted_at is null and pr.id <> all(?::uuid[])
    left join ${table('highlights')} h on h.note_id = n.id
    ${onlyGivenIds ? 'where np.person_id = any(?::uuid[])' : ''}
    group by np.person_id`;
}

/** The ids of one page of people, in order; ties broken by id so pages never overlap. */
export function personPageSql(
  schemaName: string,
  where: SqlPart,
  sortBy: PersonSortField,
  direction: SortDirection,
  offset: number,
  limit: number,
  hiddenProjectIds: string[],
): SqlPart {
  const table = inSchema(schemaName);
  const dir = direction === SortDirection.DESC ? 'desc' : 'asc';
  return {
    text: `select p.id from ${table('people')} p
      left join (${personCountsSql(schemaName)}) c on c.person_id = p.id
      where ${where.text}
      order by ${ORDER[sortBy]} ${dir} nulls last, p.id ${dir}
      offset ? limit ?`,
    params: [uuidArray(hiddenProjectIds), ...where.params, offset, limit],
  };
}

/** How many people match `where`. */
export function personCountSql(schemaName: string, where: SqlPart): SqlPart {
  return {
    text: `select count(*)::int as n from ${qualified(schemaName, 'people')} p where ${where.text}`,
    params: where.params,
  };
}
