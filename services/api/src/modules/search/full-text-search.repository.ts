import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Sql, filterConditions, orderBy, tsQuery } from './search-query.builder';
import type { ParsedQuery, SearchRequest } from './search-request';

/** A match of a relevance window, newest first. */
export interface WindowRow {
  id: string;
  rank: number;
  updated_at: string;
  /** Walked: how many items passing the filters the walk had read when it reached this one. */
  position?: number;
}

/** Where a walk stopped, or goes on from. */
export interface WalkFrom {
  at: string;
  id: string;
  /** How many items passing the filters the walk had read, this one included. */
  position: number;
}

/** An item of a search's date order: the matches older than it come after it. */
export interface DateBoundary {
  at: string;
  id: string;
}

/** A match among the newest: its rank and when it changed, as PostgreSQL prints it. */
export interface RecentMatch {
  id: string;
  rank: number;
  updated_at: string;
}

/** When the index's items changed: the newest and the oldest (null in an empty index). */
export interface IndexSpan {
  newest: Date | null;
  oldest: Date | null;
}

/** Items newer than a boundary (or it), in the date index's terms. */
const newerThan = (boundary: DateBoundary): Sql => ({
  text: `s.updated_at >= ?::timestamptz and (s.updated_at > ?::timestamptz or s.id <= ?)`,
  params: [boundary.at, boundary.at, boundary.id],
});

/**
 * The SQL of full-text search over `search_items`: pages, walks, counts and PostgreSQL's estimates.
 * The search service decides which to run and what they mean; every statement is here. Reads run
 * through `em` outside any transaction but the walk's own.
 */
@Injectable()
export class FullTextSearchRepository {
  /** The filters of a request as SQL on `s` (search_items). */
  filters(schemaName: string, request: SearchRequest): Sql {
    return filterConditions(request, inSchema(schemaName));
  }

  /** A page of matches in the request's order, each row with the total of them all. */
  page(
    em: EntityManager,
    schemaName: string,
    request: SearchRequest,
    limit: number,
    offset: number,
  ): Promise<{ id: string; rank: number; total: string }[]> {
    const { text, params } = this.matches(schemaName, request);
    const rank = request.query ? `ts_rank(${vector(request)}, q.query, 1)` : '0';
    return em.getConnection().execute<{ id: string; rank: number; total: string }[]>(
      `select s.id, ${rank} as rank, count(*) over () as total ${text}
          order by ${orderBy(request, request.query !== undefined && request.query !== null)} limit ? offset ?`,
      [...params, limit, offset],
    );
  }

  /**
   * The newest matches among `length` items passing the filters (the newest, or those after `from`),
   * read in date order, at most `wanted` + 1 of them, with the last item read (position `length`) as
   * the marker of the walk's end. The outer limit keeps the first rows in the walk's order:
   * PostgreSQL filters a subquery's rows as they come, so it stops reading at the last one needed.
   */
  async walk(
    em: EntityManager,
    schemaName: string,
    request: SearchRequest,
    from: WalkFrom | null,
    length: number,
    wanted: number,
  ): Promise<(Omit<WindowRow, 'position'> & { position: string; hit: boolean })[]> {
    const table = inSchema(schemaName);
    const filters = filterConditions(request, table);
    const query = tsQuery(request.query as NonNullable<SearchRequest['query']>);
    // The first test alone is what the index can start from (without it, a continuation read all
    // the items it follows again, to skip them); the second skips those of the same time up to the
    // last one read.
    const after = from
      ? {
          text: ` and s.updated_at <= ?::timestamptz
            and (s.updated_at < ?::timestamptz or (s.updated_at = ?::timestamptz and s.id > ?))`,
          params: [from.at, from.at, from.at, from.id],
        }
      : { text: '', params: [] };
    const connection = em.getConnection();
    // The walk is only fast read in the index's order, stopping early. Where most of a workspace
    // passes the filters, PostgreSQL would rather sort all of them (it cannot know how soon the
    // matches come): at 200,000 items that sorted 21,000 documents on disk, 450 ms instead of 14.
    return connection.transactional((trx) =>
      connection.execute('set local enable_sort = off', [], 'run', trx).then(() =>
        connection.execute<(Omit<WindowRow, 'position'> & { position: string; hit: boolean })[]>(
          `with q as (select ${query.text} as query)
       select s.id, s.updated_at::text as updated_at, ts_rank(s.doc, (select query from q), 1) as rank,
              s.position, s.doc @@ (select query from q) as hit
         from (select s.id, s.updated_at, ${vector(request)} as doc,
                      row_number() over (order by s.updated_at desc, s.id) as position
                 from ${table('search_items')} s where ${filters.text}${after.text}
                order by s.updated_at desc, s.id limit ${length}) s
        where s.doc @@ (select query from q) or s.position = ${length}
        limit ${wanted + 1}`,
          [...query.params, ...filters.params, ...after.params],
          'all',
          trx,
        ),
      ),
    );
  }

  /** The newest `size` matches by PostgreSQL's own plan (the text index for rare words). */
  newestMatches(
    em: EntityManager,
    schemaName: string,
    request: SearchRequest,
    size: number,
  ): Promise<WindowRow[]> {
    const table = inSchema(schemaName);
    const filters = filterConditions(request, table);
    const query = tsQuery(request.query as NonNullable<SearchRequest['query']>);
    const vectorSql = vector(request);
    return em.getConnection().execute<WindowRow[]>(
      `select s.id, s.updated_at::text as updated_at, ts_rank(${vectorSql}, q.query, 1) as rank
         from ${table('search_items')} s, (select ${query.text} as query) q
        where ${vectorSql} @@ q.query and ${filters.text}
        order by s.updated_at desc, s.id limit ${size}`,
      [...query.params, ...filters.params],
    );
  }

  /** Matches older than `boundary` (in newest-first order), by relevance. */
  older(
    em: EntityManager,
    schemaName: string,
    request: SearchRequest,
    boundary: DateBoundary,
    limit: number,
    offset: number,
  ): Promise<{ id: string; rank: number }[]> {
    const { text, params } = this.matches(schemaName, request);
    return em.getConnection().execute<{ id: string; rank: number }[]>(
      `select s.id, ts_rank(${vector(request)}, q.query, 1) as rank ${text}
          and (s.updated_at < ?::timestamptz or (s.updated_at = ?::timestamptz and s.id > ?))
        order by rank desc, s.updated_at desc, s.id limit ? offset ?`,
      [...params, boundary.at, boundary.at, boundary.id, limit, offset],
    );
  }

  /** How many items pass `filters`, counted. */
  async countPassing(em: EntityManager, schemaName: string, filters: Sql): Promise<number> {
    const [row] = await em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from ${inSchema(schemaName)('search_items')} s where ${filters.text}`,
        filters.params,
      );
    return Number(row.n);
  }

  /**
   * Of the items newer than `boundary` (all of them, or the newest `sample`), how many were read and
   * how many pass `filters`.
   */
  async newerPassing(
    em: EntityManager,
    schemaName: string,
    filters: Sql,
    boundary: DateBoundary,
    sample: number | null,
  ): Promise<{ read: number; passed: number }> {
    const newer = newerThan(boundary);
    const [row] = await em.getConnection().execute<{ read: string; passed: string }[]>(
      `select count(*) as read, count(*) filter (where ${filters.text}) as passed
         from (select * from ${inSchema(schemaName)('search_items')} s where ${newer.text}
                order by s.updated_at desc, s.id${sample === null ? '' : ` limit ${sample}`}) s`,
      [...filters.params, ...newer.params],
    );
    return { read: Number(row.read), passed: Number(row.passed) };
  }

  /** The items newer than `boundary`, counted from the date index alone up to `cap`. */
  async countNewer(
    em: EntityManager,
    schemaName: string,
    boundary: DateBoundary,
    cap: number,
  ): Promise<number> {
    const newer = newerThan(boundary);
    const [counted] = await em.getConnection().execute<{ n: string }[]>(
      `select count(*) as n from (select 1 from ${inSchema(schemaName)('search_items')} s where ${newer.text}
         order by s.updated_at desc, s.id limit ${cap}) s`,
      newer.params,
    );
    return Number(counted.n);
  }

  /** The filters on the items at or after a time (without the test on ids: the planner reads it as a coin toss). */
  updatedSince(at: string): Sql {
    return { text: `s.updated_at >= ?::timestamptz`, params: [at] };
  }

  /** PostgreSQL's estimate of the items passing `filters`, and of the items in the table (-1: never analysed). */
  async plan(
    em: EntityManager,
    schemaName: string,
    filters: Sql,
  ): Promise<{ planned: number; tableItems: number }> {
    const table = inSchema(schemaName);
    const connection = em.getConnection();
    const [plan, stats] = await Promise.all([
      connection.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
        `explain (format json) select 1 from ${table('search_items')} s where ${filters.text}`,
        filters.params,
      ),
      connection.execute<{ items: number }[]>(
        `select reltuples as items from pg_class where oid = to_regclass(?)`,
        [table('search_items')],
      ),
    ]);
    return { planned: plan[0]['QUERY PLAN'][0].Plan['Plan Rows'], tableItems: Number(stats[0]?.items ?? -1) };
  }

  /** Whether anything matches the request: the first match found, never a count of them all. */
  async hasMatches(em: EntityManager, schemaName: string, request: SearchRequest): Promise<boolean> {
    const { text, params } = this.matches(schemaName, request);
    const rows = await em.getConnection().execute<unknown[]>(`select 1 ${text} limit 1`, params);
    return rows.length > 0;
  }

  /** The number of matches of the request. */
  async count(em: EntityManager, schemaName: string, request: SearchRequest): Promise<number> {
    const { text, params } = this.matches(schemaName, request);
    const [row] = await em
      .getConnection()
      .execute<{ total: string }[]>(`select count(*) as total ${text}`, params);
    return Number(row?.total ?? 0);
  }

  /** When the index's items changed, newest and oldest. */
  async indexSpan(em: EntityManager, schemaName: string): Promise<IndexSpan> {
    const [span] = await em.getConnection().execute<IndexSpan[]>(`select ${spanColumns(schemaName)}`);
    return span;
  }

  /**
   * The stemmed prefix of the query's last word (null for a stop word, or a word of several lexemes)
   * and the first `max` lexemes of the index it begins (`search_lexemes`), with the index's span,
   * in one statement.
   */
  async prefixLexemes(
    em: EntityManager,
    schemaName: string,
    query: ParsedQuery,
    max: number,
  ): Promise<IndexSpan & { prefix: string | null; lexemes: string[] }> {
    const last = query.words[query.words.length - 1];
    // Words are letters and digits, so the stemmed prefix prints as 'lexeme':* with nothing to unquote.
    const [row] = await em
      .getConnection()
      .execute<(IndexSpan & { prefix: string | null; lexemes: string[] })[]>(
        `with p as (select (regexp_match(to_tsquery('english', ?)::text, '^''([^'']+)'':\\*$'))[1] as prefix)
     select p.prefix, array(select x.lexeme from ${inSchema(schemaName)('search_lexemes')} x
                             where x.lexeme >= p.prefix and x.lexeme < p.prefix || chr(1114111)
                             order by x.lexeme limit ${max}) as lexemes, ${spanColumns(schemaName)}
       from p`,
        [`${last.toLowerCase()}:*`],
      );
    return row;
  }

  /**
   * The newest `limit` matches of `exact` (the query looked up exactly in the text index) among the
   * items passing `filters` whose index keys match `keys` (their days and types), newest first,
   * ranked by `ranked` (the query as typed, prefix and all, as everywhere else).
   */
  async newestMatchesByKeys(
    em: EntityManager,
    schemaName: string,
    query: { exact: Sql; ranked: Sql; filters: Sql },
    keys: string,
    limit: number,
  ): Promise<RecentMatch[]> {
    const table = inSchema(schemaName);
    // The rank only for the rows kept: a day of a word in half the items holds thousands of matches.
    const rows = await em.getConnection().execute<RecentMatch[]>(
      `with q as (select ${query.ranked.text} as query)
     select s.id, s.updated_at::text as updated_at, ts_rank(s.document, (select query from q), 1) as rank
       from (select s.id, s.updated_at, s.document from ${table('search_items')} s
              where s.document @@ ${query.exact.text}
                and ${table('search_keys')}(s.updated_at, s.type) @@ ?::tsquery and ${query.filters.text}
              order by s.updated_at desc, s.id limit ${limit}) s
      order by s.updated_at desc, s.id`,
      [...query.ranked.params, ...query.exact.params, keys, ...query.filters.params],
    );
    return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  }

  /** `from … where …` of every match of the request: the query's words (as `q.query`) and filters. */
  private matches(schemaName: string, request: SearchRequest): Sql {
    const table = inSchema(schemaName);
    const filters = filterConditions(request, table);
    const query = request.query ? tsQuery(request.query) : null;
    return {
      text: `from ${table('search_items')} s${query ? `, (select ${query.text} as query) q` : ''}
        where ${query ? `${vector(request)} @@ q.query and ` : ''}${filters.text}`,
      params: [...(query?.params ?? []), ...filters.params],
    };
  }
}

/** The newest and the oldest change of the index's items, as select columns. */
function spanColumns(schemaName: string): string {
  const table = inSchema(schemaName);
  return `(select max(updated_at) from ${table('search_items')}) as newest,
    (select min(updated_at) from ${table('search_items')}) as oldest`;
}

/** The document a search reads: the title's alone, or the whole item's. */
function vector(request: SearchRequest): string {
  return request.query?.titleOnly ? 's.title_document' : 's.document';
}
