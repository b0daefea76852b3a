import { uuidArray, type SchemaTables } from '@fieldnote/db';
import {
  SearchDateMethod,
  SearchListOperator,
  SearchLocationOperator,
  SearchMethod,
  SearchSortBy,
  SearchUserOperator,
  SortDirection,
} from './dto/search.enums';
import { SearchCombinator } from './dto/search-filter.input';
import type { ParsedQuery, SearchRequest } from './search-request';
import type { ParsedFilterGroup } from './search-filter-group';
import { fieldFilterSql, noteFieldFilterSql, personFieldFilterSql } from './search-field-filter.builder';
import { anyOfQuery, recencyLexemes } from './recency-buckets';

// The SQL of a search request over search_items (alias `s`): its text query, its filters and
// filter group, its order. Pure functions, composed by the search repositories (and by the project
// views' item query, which reads the search index through the same filter form).

/** SQL text with its `?` parameters in order. */
export interface Sql {
  text: string;
  params: unknown[];
}

/**
 * The tsquery of a parsed query: every word and every phrase must match (english stemming); the
 * word still being typed matches as a prefix. Words are letters and digits only, so nothing the
 * user types is ever read as tsquery syntax.
 */
export function tsQuery(query: ParsedQuery): Sql {
  const parts: string[] = [];
  const params: unknown[] = [];
  query.words.forEach((word, index) => {
    const isLast = index === query.words.length - 1;
    if (isLast && query.prefixLast) {
      parts.push(`to_tsquery('english', ?)`);
      params.push(`${word.toLowerCase()}:*`);
    } else {
      parts.push(`plainto_tsquery('english', ?)`);
      params.push(word);
    }
  });
  for (const phrase of query.phrases) {
    parts.push(`phraseto_tsquery('english', ?)`);
    params.push(phrase.join(' '));
  }
  return { text: parts.length > 0 ? `(${parts.join(' && ')})` : `''::tsquery`, params };
}

/**
 * notesFromPeople: the people linked to the note an object comes from (a note's own, a highlight's
 * note's). It is about where an object comes from, so only notes and highlights match, whatever
 * the operator: "none of these people" holds for a note without people, never for a project.
 */
export function notesFromPeopleSql(
  filter: { operator: SearchListOperator; ids: string[] },
  table: SchemaTables,
): Sql {
  const linked = (test: string): string =>
    `(select count(distinct np.person_id) from ${table('note_people')} np where np.note_id = s.note_id${test})`;
  const ids = uuidArray(filter.ids);
  const among = ' and np.person_id = any(?::uuid[])';
  const test = ((): Sql => {
    switch (filter.operator) {
      case SearchListOperator.CONTAINS:
        return { text: `${linked(among)} > 0`, params: [ids] };
      case SearchListOperator.IS_NOT_ONE_OF:
        return { text: `${linked(among)} = 0`, params: [ids] };
      case SearchListOperator.IS_ALL_OF:
        return { text: `${linked(among)} = ?`, params: [ids, filter.ids.length] };
      case SearchListOperator.IS_NOT_ALL_OF:
        return { text: `${linked(among)} < ?`, params: [ids, filter.ids.length] };
      case SearchListOperator.IS_EMPTY:
        return { text: `${linked('')} = 0`, params: [] };
      case SearchListOperator.IS_NOT_EMPTY:
        return { text: `${linked('')} > 0`, params: [] };
      case SearchListOperator.ALL:
        return { text: 'true', params: [] };
    }
  })();
  return { text: `(s.note_id is not null and ${test.text})`, params: test.params };
}

/**
 * A list operator (spec 000 §3: tags, themes, datasets) over an item's uuid[] column: any of the
 * ids, none of them, all of them, not all of them, none at all, some. ALL filters nothing.
 */
export function idListSql(filter: { operator: SearchListOperator; ids: string[] }, column: string): Sql {
  const ids = [uuidArray(filter.ids)];
  switch (filter.operator) {
    case SearchListOperator.CONTAINS:
      return { text: `${column} && ?::uuid[]`, params: ids };
    case SearchListOperator.IS_NOT_ONE_OF:
      return { text: `not (${column} && ?::uuid[])`, params: ids };
    case SearchListOperator.IS_ALL_OF:
      return { text: `${column} @> ?::uuid[]`, params: ids };
    case SearchListOperator.IS_NOT_ALL_OF:
      return { text: `not (${column} @> ?::uuid[])`, params: ids };
    case SearchListOperator.IS_EMPTY:
      return { text: `${column} = '{}'`, params: [] };
    case SearchListOperator.IS_NOT_EMPTY:
      return { text: `${column} <> '{}'`, params: [] };
    case SearchListOperator.ALL:
      return { text: 'true', params: [] };
  }
}

/** The conditions every search method applies (alias `s` is search_items), joined by and. */
export function filterConditions(request: SearchRequest, table: SchemaTables): Sql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  // Private projects the member has no access to, and everything in them, are never found.
  if (request.hiddenProjectIds.length > 0) {
    conditions.push('(s.project_id is null or s.project_id <> all(?::uuid[]))');
    params.push(uuidArray(request.hiddenProjectIds));
  }
  if (request.types?.length === 1) {
    // One type as an equality: PostgreSQL then walks the (type, updated_at, id) index in its order.
    conditions.push('s.type = ?');
    params.push(request.types[0]);
  } else if (request.types) {
    conditions.push('s.type = any(?::text[])');
    params.push(`{${request.types.join(',')}}`);
  }
  if (request.location) {
    // A channel's themes and data points are in it (not the channel itself, as with a project).
    const located = `(s.id <> all(?::uuid[]) and (s.project_id = any(?::uuid[]) or s.channel_id = any(?::uuid[])
      or s.folder_id in (
      with recursive inside(id) as (
        select id from ${table('project_categories')} where id = any(?::uuid[])
        union select c.id from ${table('project_categories')} c join inside on c.parent_id = inside.id)
      select id from inside)))`;
    const ids = uuidArray(request.location.ids);
    params.push(ids, ids, ids, ids);
    conditions.push(
      request.location.operator === SearchLocationOperator.LOCATED_IN
        ? located
        : `not coalesce(${located}, false)`,
    );
  }
  if (request.user) {
    const ids = uuidArray(request.user.ids);
    // The "AI-generated user" (spec 000 §5): highlights made by accepting an AI suggestion, the
    // notes that hold one, and insights the AI drafted from a theme (the insights auto feature).
    const aiTest = `((s.type = 'HIGHLIGHT' and exists (select 1 from ${table('highlights')} ah where ah.id = s.id and ah.ai_generated))
      or (s.type = 'NOTE' and exists (select 1 from ${table('highlights')} ah where ah.note_id = s.id and ah.ai_generated))
      or (s.type = 'INSIGHT' and exists (select 1 from ${table('insights')} ai where ai.id = s.id and ai.ai_generated)))`;
    const ai = request.user.aiContributed === true;
    const include =
      request.user.operator === SearchUserOperator.CREATED_BY ||
      request.user.operator === SearchUserOperator.CONTRIBUTED_BY;
    if (request.user.ids.length > 0) {
      const test = {
        [SearchUserOperator.CREATED_BY]: 's.created_by = any(?::uuid[])',
        [SearchUserOperator.NOT_CREATED_BY]: '(s.created_by is null or s.created_by <> all(?::uuid[]))',
        [SearchUserOperator.CONTRIBUTED_BY]: 's.contributor_ids && ?::uuid[]',
        [SearchUserOperator.NOT_CONTRIBUTED_BY]: 'not (s.contributor_ids && ?::uuid[])',
      }[request.user.operator];
      // Among the people a row includes, the AI token widens it; among those it leaves out, it narrows it.
      conditions.push(ai ? (include ? `(${test} or ${aiTest})` : `(${test} and not ${aiTest})`) : test);
      params.push(ids);
    } else if (ai) conditions.push(include ? aiTest : `not ${aiTest}`);
  }
  for (const [filter, column] of [
    [request.tags, 's.tag_ids'],
    [request.themes, 's.theme_ids'],
    [request.datasets, 's.dataset_ids'],
  ] as const) {
    if (!filter) continue;
    const sql = idListSql(filter, column);
    conditions.push(sql.text);
    params.push(...sql.params);
  }
  if (request.people) {
    conditions.push(
      `exists (select 1 from ${table('note_people')} np where np.note_id = s.note_id and np.person_id = any(?::uuid[]))`,
    );
    params.push(uuidArray(request.people.ids));
  }
  if (request.segments) {
    conditions.push(
      `(s.type = 'PERSON' and exists (select 1 from ${table('segment_people')} sp
          where sp.person_id = s.id and sp.segment_id = any(?::uuid[]))
        or exists (select 1 from ${table('note_people')} np join ${table('segment_people')} sp on sp.person_id = np.person_id
          where np.note_id = s.note_id and sp.segment_id = any(?::uuid[])))`,
    );
    params.push(uuidArray(request.segments.ids), uuidArray(request.segments.ids));
  }
  const entries = [
    ...request.fields.map((entry) => fieldFilterSql(entry, table)),
    ...request.personFields.map((entry) => personFieldFilterSql(entry, table)),
    ...request.notesFromFields.map((entry) => noteFieldFilterSql(entry, table)),
    ...(request.notesFromPeople ? [notesFromPeopleSql(request.notesFromPeople, table)] : []),
  ];
  for (const sql of entries) {
    conditions.push(sql.text);
    params.push(...sql.params);
  }
  if (request.date) {
    const column = request.date.method === SearchDateMethod.UPDATED ? 's.updated_at' : 's.created_at';
    if (request.date.from) {
      conditions.push(`${column} >= ?`);
      params.push(request.date.from);
    }
    if (request.date.to) {
      conditions.push(`${column} <= ?`);
      params.push(request.date.to);
    }
  }
  if (request.published !== null) {
    conditions.push('s.published = ?');
    params.push(request.published);
  }
  if (request.archived !== null) {
    conditions.push('s.archived = ?');
    params.push(request.archived);
  }
  if (request.filter) {
    const group = filterGroupSql(request.filter, (clause) => filterConditions(clause, table));
    conditions.push(group.text);
    params.push(...group.params);
  }
  return { text: conditions.length > 0 ? conditions.join(' and ') : 'true', params };
}

/** ORDER BY for the request; `rank` is the relevance column when there is a query. */
export function orderBy(request: SearchRequest, hasRank: boolean): string {
  const direction = request.sort.direction === SortDirection.ASC ? 'asc' : 'desc';
  if (request.sort.by === SearchSortBy.CREATED) return `s.created_at ${direction}, s.id`;
  if (request.sort.by === SearchSortBy.UPDATED || !hasRank) return `s.updated_at ${direction}, s.id`;
  return 'rank desc, s.updated_at desc, s.id';
}

/**
 * The WHERE of every match of a request (alias `s`), not one page of them: the filters, and the
 * query's words (FULL_TEXT), its nearest passages (VECTOR: `vectorIds`, already filtered) or either
 * (HYBRID). Aggregations count over exactly this, so they agree with the items.
 */
export function matchCondition(request: SearchRequest, table: SchemaTables, vectorIds: string[] | null): Sql {
  const filters = filterConditions(request, table);
  if (!request.query) return filters;
  const words = tsQuery(request.query);
  const vector = request.query.titleOnly ? 's.title_document' : 's.document';
  const wordMatch = { text: `${vector} @@ ${words.text}`, params: words.params };
  const match =
    vectorIds === null
      ? wordMatch
      : request.query.method === SearchMethod.HYBRID
        ? {
            text: `(${wordMatch.text} or s.id = any(?::uuid[]))`,
            params: [...wordMatch.params, uuidArray(vectorIds)],
          }
        : { text: 's.id = any(?::uuid[])', params: [uuidArray(vectorIds)] };
  return { text: `${match.text} and ${filters.text}`, params: [...match.params, ...filters.params] };
}

/**
 * The group's SQL over search_items (alias `s`): clauses joined by and/or. A clause whose filter
 * was cleaned away (no ids) holds for everything, as the same top-level option would.
 */
export function filterGroupSql(group: ParsedFilterGroup, conditionsOf: (request: SearchRequest) => Sql): Sql {
  if (group.clauses.length === 0) return { text: 'true', params: [] };
  const parts = group.clauses.map((clause): Sql => {
    if (clause.kind === 'types') {
      const test = clause.include ? 's.type = any(?::text[])' : 's.type <> all(?::text[])';
      return { text: test, params: [`{${clause.types.join(',')}}`] };
    }
    return conditionsOf(clause.request);
  });
  const joiner = group.combinator === SearchCombinator.OR ? ' or ' : ' and ';
  return {
    text: `(${parts.map((part) => `(${part.text})`).join(joiner)})`,
    params: parts.flatMap((part) => part.params),
  };
}

/**
 * The query with its last word, a prefix, replaced by the lexemes of the index it begins (at
 * least one): the same matches, each looked up exactly.
 */
export function exactPrefixQuery(query: ParsedQuery, lexemes: string[]): Sql {
  const others = tsQuery({ ...query, words: query.words.slice(0, -1), prefixLast: false });
  const anyLexeme = lexemes
    .map((lexeme) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)
    .join(' | ');
  return { text: `(${others.text} && ?::tsquery)`, params: [...others.params, anyLexeme] };
}

/** The index's keys (`search_keys`) of the days `from` to `to`, and of the types if only some are asked for. */
export function recencyKeysQuery(from: number, to: number, types: readonly string[] | null): string {
  const days = `(${anyOfQuery(recencyLexemes(from, to))})`;
  return types ? `${days} & (${anyOfQuery(types.map((type) => `type_${type}`))})` : days;
}
