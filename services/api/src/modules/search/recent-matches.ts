import { inSchema } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { keptAMinute } from './kept-a-minute';
import { DAY_MS, anyOfQuery, dayOf, recencyLexemes } from './recency-buckets';
import { type Sql, filterConditions, tsQuery } from './search-sql';
import type { ParsedQuery, SearchRequest } from './search-request';

/** A match among the newest: its rank and when it changed, as PostgreSQL prints it. */
export interface RecentMatch {
  id: string;
  rank: number;
  updated_at: string;
}

/**
 * A prefix beginning more lexemes than this is matched as a prefix, not through the lexeme list:
 * a tsquery of hundreds of alternatives costs more than GIN gathering them (a one-letter prefix).
 */
const MAX_PREFIX_LEXEMES = 64;

/** A stretch whose matches were too few grows to what their density says is enough, plus this. */
const SPAN_MARGIN = 1.25;

/**
 * The newest `wanted` matches of a search (fewer if there are no more), newest first, read from the
 * text index a stretch of days at a time: the index intersects the query's words with the stretch's
 * days (`search_keys`, Migration20261203090000), so a common word costs what its matches in those
 * days cost, not a test of every item of them. The first stretch is the newest day; the next one
 * covers what the matches found so far per day say is missing (at least twice the last).
 *
 * Null when the query cannot be looked up exactly in the index: searched in titles only (their own
 * index has no days), or its last word a prefix of very many lexemes; the caller then walks.
 */
export async function recentMatches(
  scope: WorkspaceScope,
  request: SearchRequest & { query: ParsedQuery },
  wanted: number,
): Promise<RecentMatch[] | null> {
  if (request.query.titleOnly) return null;
  const table = inSchema(scope.workspace.schemaName);
  const { exact, span } = await exactQuery(scope, request.query);
  if (exact === null) return null;
  if (exact === 'nothing' || !span.newest || !span.oldest) return [];
  const oldest = dayOf(new Date(span.oldest));
  const filters = filterConditions(request, table);
  const ranked = tsQuery(request.query);
  const found: RecentMatch[] = [];
  const newest = dayOf(new Date(span.newest));
  const key = JSON.stringify([table, exact, filters, request.types, wanted]);
  let to = newest;
  let days = spans.get(key)?.days ?? 1;
  for (;;) {
    const from = Math.max(oldest, to - days + 1);
    const limit = wanted - found.length;
    found.push(...(await inDays(scope, { exact, ranked, filters }, request.types, from, to, limit)));
    if (found.length >= wanted || from === oldest) {
      spans.set(key, { days: newest - from + 1 });
      return found;
    }
    // In days from the stretch's start to the newest change: the newest day is only partly over
    // (counted whole, at noon it halved the density and the next stretch read twice what it needed).
    const covered = (new Date(span.newest).getTime() - from * DAY_MS) / DAY_MS;
    const perDay = found.length / covered;
    const needed = perDay > 0 ? Math.ceil(((wanted - found.length) / perDay) * SPAN_MARGIN) : 0;
    days = Math.max(days * 2, needed);
    to = from - 1;
  }
}

/**
 * How many days the last window of the same search and filters took, for a minute: the next
 * search starts with that stretch (one statement where it took two or three), as the same words
 * are asked again while a member pages, types or reloads.
 */
const spans = keptAMinute<{ days: number }>();

/** The newest `limit` matches changed in the days `from` to `to`, newest first. */
async function inDays(
  scope: WorkspaceScope,
  query: { exact: Sql; ranked: Sql; filters: Sql },
  types: readonly string[] | null,
  from: number,
  to: number,
  limit: number,
): Promise<RecentMatch[]> {
  const table = inSchema(scope.workspace.schemaName);
  // The rank (with the query as typed, prefix and all, as everywhere else) only for the rows kept:
  // a day of a word in half the items holds thousands of matches.
  const rows = await scope.em.getConnection().execute<RecentMatch[]>(
    `with q as (select ${query.ranked.text} as query)
     select s.id, s.updated_at::text as updated_at, ts_rank(s.document, (select query from q), 1) as rank
       from (select s.id, s.updated_at, s.document from ${table('search_items')} s
              where s.document @@ ${query.exact.text}
                and ${table('search_keys')}(s.updated_at, s.type) @@ ?::tsquery and ${query.filters.text}
              order by s.updated_at desc, s.id limit ${limit}) s
      order by s.updated_at desc, s.id`,
    [...query.ranked.params, ...query.exact.params, keysQuery(from, to, types), ...query.filters.params],
  );
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** The index's keys (`search_keys`) of the days `from` to `to`, and of the types if only some are asked for. */
function keysQuery(from: number, to: number, types: readonly string[] | null): string {
  const days = `(${anyOfQuery(recencyLexemes(from, to))})`;
  return types ? `${days} & (${anyOfQuery(types.map((type) => `type_${type}`))})` : days;
}

/** When the index's items changed: the newest and the oldest (null in an empty index). */
interface Span {
  newest: Date | null;
  oldest: Date | null;
}

/**
 * The query with its last word's prefix replaced by the lexemes of the index it begins
 * (`search_lexemes`): the same matches, each looked up exactly. 'nothing' when no lexeme begins so;
 * null when too many do. With the span of the index's dates, asked in the same statement.
 */
async function exactQuery(
  scope: WorkspaceScope,
  query: ParsedQuery,
): Promise<{ exact: Sql | 'nothing' | null; span: Span }> {
  const table = inSchema(scope.workspace.schemaName);
  const connection = scope.em.getConnection();
  const spanColumns = `(select max(updated_at) from ${table('search_items')}) as newest,
    (select min(updated_at) from ${table('search_items')}) as oldest`;
  const whole = tsQuery(query);
  if (!query.prefixLast) {
    const [span] = await connection.execute<Span[]>(`select ${spanColumns}`);
    return { exact: whole, span };
  }
  const last = query.words[query.words.length - 1];
  // Words are letters and digits, so the stemmed prefix prints as 'lexeme':* with nothing to unquote.
  const [row] = await connection.execute<(Span & { prefix: string | null; lexemes: string[] })[]>(
    `with p as (select (regexp_match(to_tsquery('english', ?)::text, '^''([^'']+)'':\\*$'))[1] as prefix)
     select p.prefix, array(select x.lexeme from ${table('search_lexemes')} x
                             where x.lexeme >= p.prefix and x.lexeme < p.prefix || chr(1114111)
                             order by x.lexeme limit ${MAX_PREFIX_LEXEMES + 1}) as lexemes, ${spanColumns}
       from p`,
    [`${last.toLowerCase()}:*`],
  );
  const span = { newest: row.newest, oldest: row.oldest };
  // A stop word ("the") or a word of several lexemes: matched as before.
  if (!row.prefix || row.lexemes.length > MAX_PREFIX_LEXEMES) return { exact: null, span };
  if (row.lexemes.length === 0) return { exact: 'nothing', span };
  const others = tsQuery({ ...query, words: query.words.slice(0, -1), prefixLast: false });
  const anyLexeme = row.lexemes
    .map((lexeme) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)
    .join(' | ');
  return { exact: { text: `(${others.text} && ?::tsquery)`, params: [...others.params, anyLexeme] }, span };
}
