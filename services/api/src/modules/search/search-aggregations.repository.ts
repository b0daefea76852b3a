import { type SchemaTables, inSchema } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SCORE_SEGMENTS, type ScoreSegment, segmentScore } from '@fieldnote/core';
import type { SearchAggBucket, SearchPeriodBucket, SearchSegments } from './dto/search-aggregations.model';
import {
  SearchAggField,
  SearchDateInterval,
  SearchDateMethod,
  SearchGroupFn,
  SearchLocationAggType,
} from './dto/search.enums';
import { AGG_LIMITS, type SearchAggsRequest } from './search-aggs-request';
import { SearchErrors } from './search.errors';
import { type Sql, matchCondition } from './search-query.builder';
import type { SearchRequest } from './search-request';
import { bucketStarts, stepUtc } from './utc-buckets';

interface CountRow {
  key: string | boolean | Date | null;
  label: string | null;
  color: string | null;
  count: string;
  value: string | number | null;
}

/** Spec 000 §3 tag sentiments, in the order their buckets are listed. */
const SENTIMENTS = [
  { key: 'positive', label: 'Positive' },
  { key: 'negative', label: 'Negative' },
  { key: 'mixed', label: 'Mixed' },
] as const;

/**
 * The SQL of a bucket's value for `fn` over the rows where `where` holds (`fv.n` is the value
 * field's number). COUNT and PERCENT count rows (PERCENT is divided by the total afterwards).
 */
function valueSql(fn: SearchGroupFn, where = 'true'): string {
  const count = (extra = 'true') => `count(*) filter (where ${where} and ${extra})`;
  switch (fn) {
    case SearchGroupFn.COUNT:
    case SearchGroupFn.PERCENT:
      return count();
    case SearchGroupFn.SUM:
      return `coalesce(sum(fv.n) filter (where ${where}), 0)`;
    case SearchGroupFn.AVG:
      return `avg(fv.n) filter (where ${where})`;
    case SearchGroupFn.MAX:
      return `max(fv.n) filter (where ${where})`;
    case SearchGroupFn.MIN:
      return `min(fv.n) filter (where ${where})`;
    case SearchGroupFn.NPS:
      return `100.0 * (${count('fv.n >= 9')} - ${count('fv.n < 7')}) / nullif(${count()}, 0)`;
    case SearchGroupFn.CSAT:
      return `100.0 * ${count('fv.n >= 4')} / nullif(${count()}, 0)`;
  }
}

/** What an empty bucket's value is: no rows count 0 and sum 0; the other functions have nothing to read. */
const emptyValue = (fn: SearchGroupFn): number | null =>
  fn === SearchGroupFn.COUNT || fn === SearchGroupFn.PERCENT || fn === SearchGroupFn.SUM ? 0 : null;

/** A segment's bounds as a condition on `column`. */
function segmentSql(segment: ScoreSegment, column: string): string {
  const parts = [
    segment.min === null ? null : `${column} >= ${segment.min}`,
    segment.below === null ? null : `${column} < ${segment.below}`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/**
 * A lateral join giving each item its value of a custom field as `<alias>.n` (a highlight reads its
 * note's, a person their own; a value of a project field the item has moved away from is hidden); items without one
 * drop out. The id is a UUID checked by parseSearchRequest, so it is written into the SQL as a
 * literal: the join sits before the match condition, whose parameters bind by position.
 */
function fieldValueJoin(table: SchemaTables, fieldId: string, alias: string): string {
  if (!/^[0-9a-f-]{36}$/.test(fieldId)) throw new Error('field id not checked');
  return `join lateral (select v.number_value as n from ${table('custom_field_values')} v
      join ${table('custom_fields')} f on f.id = v.field_id
      where v.field_id = '${fieldId}'::uuid and (v.note_id = s.note_id or v.insight_id = s.id or v.person_id = s.id)
        and (f.project_id is null or f.project_id = s.project_id) and v.number_value is not null
      limit 1) ${alias} on true`;
}

const TYPE_LABELS: Record<string, string> = {
  PROJECT: 'Projects',
  PROJECT_CATEGORY: 'Folders',
  NOTE: 'Notes',
  HIGHLIGHT: 'Highlights',
  INSIGHT: 'Insights',
  TAG: 'Tags',
  PERSON: 'People',
  CHANNEL: 'Channels',
  CHANNEL_DATAPOINT: 'Data points',
  THEME: 'Themes',
};

const dateColumn = (method: SearchDateMethod): string =>
  method === SearchDateMethod.UPDATED ? 's.updated_at' : 's.created_at';

type Bucket = SearchAggBucket;

/**
 * One request's aggregation queries, sharing its schema and match condition: each a GROUP BY over
 * every match of the request in `search_items`.
 */
export class AggregationRun {
  private readonly table: SchemaTables;
  private readonly match: Sql;
  private readonly fn: SearchGroupFn;
  /** The value field's join (every query of the run reads only matches with a value), or none. */
  private readonly valueJoin: string;

  constructor(
    private readonly scope: WorkspaceScope,
    private readonly request: SearchRequest,
    aggs: SearchAggsRequest,
    vectorIds: string[] | null,
  ) {
    this.table = inSchema(scope.workspace.schemaName);
    this.match = matchCondition(request, this.table, vectorIds);
    this.fn = aggs.groupFn;
    this.valueJoin = aggs.valueField ? fieldValueJoin(this.table, aggs.valueField, 'fv') : '';
  }

  /** The bucket value column of a grouped query. */
  private value(where?: string): string {
    return `${valueSql(this.fn, where)} as value`;
  }

  async total(): Promise<number> {
    const [row] = await this.query<{ count: string }>(`select count(*) as count from ${this.items()}`);
    return Number(row?.count ?? 0);
  }

  /** A histogram, oldest first, with the empty buckets between (and over the date filter's range). */
  async dates(method: SearchDateMethod, interval: SearchDateInterval, now: Date): Promise<Bucket[]> {
    const rows = await this.query<{ key: Date; count: string; value: string | number | null }>(
      `select date_trunc(?, ${dateColumn(method)}, 'UTC') as key, count(*) as count, ${this.value()}
       from ${this.items()} group by 1 order by 1`,
      [interval],
    );
    const byStart = new Map(rows.map((row) => [new Date(row.key).getTime(), row]));
    const range = this.request.date?.method === method ? this.request.date : null;
    const first = range?.from ?? (rows[0] ? new Date(rows[0].key) : null);
    const last =
      range?.from || range?.to ? (range.to ?? now) : rows.at(-1) ? new Date(rows.at(-1)!.key) : null;
    if (!first || !last || first > last) return [];
    const starts = bucketStarts(first, last, interval, AGG_LIMITS.maxDateBuckets);
    if (!starts) throw SearchErrors.tooManyDateBuckets();
    return starts.map((start) => {
      const row = byStart.get(start.getTime());
      return {
        key: start.toISOString(),
        label: dateLabel(start, interval),
        color: null,
        count: row ? Number(row.count) : 0,
        value: row ? toNumber(row.value) : emptyValue(this.fn),
      };
    });
  }

  async locations(type: SearchLocationAggType, topK: number): Promise<Bucket[]> {
    const byTable = (table: string, column: string, label: string) =>
      `select x.id as key, x.${label} as label, null as color, count(*) as count, ${this.value()}
       from ${this.items(`join ${this.table(table)} x on x.id = s.${column}`)}
       group by x.id, x.${label} order by count(*) desc, x.${label} limit ?`;
    const sql = {
      [SearchLocationAggType.PROJECT]: byTable('projects', 'project_id', 'title'),
      [SearchLocationAggType.FOLDER]: byTable('project_categories', 'folder_id', 'name'),
      // A channel's themes and data points are in it; the channel itself too.
      [SearchLocationAggType.CHANNEL]: byTable('channels', 'channel_id', 'title'),
    }[type];
    return toBuckets(await this.query<CountRow>(sql, [], [topK]));
  }

  async fields(type: SearchAggField, ids: string[], topK: number): Promise<Bucket[]> {
    const only = ids.length > 0 ? 'and v.id = any(?::uuid[])' : '';
    const onlyParams = ids.length > 0 ? [`{${ids.join(',')}}`] : [];
    const byMember = (column: string) =>
      `select m.id as key, m.name as label, null as color, count(*) as count, ${this.value()}
       from ${this.items(`cross join lateral unnest(${column}) as v(id) join ${this.table('members')} m on m.id = v.id`)} ${only}
       group by m.id, m.name order by count(*) desc, m.name limit ?`;
    switch (type) {
      case SearchAggField.TAGS:
        return toBuckets(
          await this.query<CountRow>(
            `select t.id as key, t.title as label, t.color as color, count(*) as count, ${this.value()}
             from ${this.items(`cross join lateral unnest(s.tag_ids) as v(id) join ${this.table('tags')} t on t.id = v.id`)} ${only}
             group by t.id, t.title, t.color order by count(*) desc, t.title limit ?`,
            [],
            [...onlyParams, topK],
          ),
        );
      case SearchAggField.CREATED_BY:
        return toBuckets(
          await this.query<CountRow>(byMember('array[s.created_by]'), [], [...onlyParams, topK]),
        );
      case SearchAggField.CONTRIBUTORS:
        return toBuckets(
          await this.query<CountRow>(byMember('s.contributor_ids'), [], [...onlyParams, topK]),
        );
      case SearchAggField.PUBLISHED: {
        const rows = await this.query<CountRow>(
          `select s.published as key, null as label, null as color, count(*) as count, ${this.value()}
           from ${this.items()} and s.published is not null group by 1 order by count(*) desc, 1 desc limit ?`,
          [],
          [topK],
        );
        return toBuckets(rows.map((row) => ({ ...row, label: row.key ? 'Published' : 'Not published' })));
      }
      case SearchAggField.TYPE: {
        const rows = await this.query<CountRow>(
          `select s.type as key, null as label, null as color, count(*) as count, ${this.value()}
           from ${this.items()} group by 1 order by count(*) desc, 1 limit ?`,
          [],
          [topK],
        );
        return toBuckets(
          rows.map((row) => ({ ...row, label: TYPE_LABELS[String(row.key)] ?? String(row.key) })),
        );
      }
    }
  }

  /** The themes with the most matches: a data point counts once in each of its themes. */
  async themes(topK: number): Promise<Bucket[]> {
    return toBuckets(
      await this.query<CountRow>(
        `select t.id as key, t.title as label, null as color, count(*) as count, ${this.value()}
         from ${this.items(`cross join lateral unnest(s.theme_ids) as v(id) join ${this.table('channel_themes')} t on t.id = v.id`)}
         group by t.id, t.title order by count(*) desc, t.title limit ?`,
        [],
        [topK],
      ),
    );
  }

  /** Rolling periods ending now, each `lastPeriod` long, newest first; one pass over the matches. */
  async periods(
    period: { method: SearchDateMethod; lastPeriod: SearchDateInterval; periods: number },
    now: Date,
  ): Promise<SearchPeriodBucket[]> {
    const bounds = Array.from({ length: period.periods }, (_, index) => ({
      index,
      from: stepUtc(now, period.lastPeriod, -(index + 1)),
      to: stepUtc(now, period.lastPeriod, -index),
    }));
    const column = dateColumn(period.method);
    const [row] = await this.query<Record<string, string>>(
      `select ${bounds
        .map((b) => {
          const inside = `${column} > ? and ${column} <= ?`;
          return `count(*) filter (where ${inside}) as p${b.index}, ${valueSql(this.fn, inside)} as v${b.index}`;
        })
        .join(', ')}
       from ${this.items()}`,
      bounds.flatMap((b) => [b.from, b.to, ...valueParams(this.fn, b.from, b.to)]),
    );
    return bounds.map((b) => ({
      ...b,
      count: Number(row?.[`p${b.index}`] ?? 0),
      value: row ? toNumber(row[`v${b.index}`] ?? null) : emptyValue(this.fn),
    }));
  }

  /**
   * Matches by sentiment: an item counts once per sentiment among its tags, and a channel data point
   * by its own sentiment (given, or read from its rating) as well.
   */
  async sentiment(): Promise<Bucket[]> {
    const rows = await this.query<CountRow>(
      `select x.key as key, null as label, null as color, count(*) as count, ${this.value()}
       from ${this.items(`cross join lateral (select t.sentiment as key from unnest(s.tag_ids) as u(id)
         join ${this.table('tags')} t on t.id = u.id where t.sentiment is not null
         union select d.sentiment from ${this.table('channel_datapoints')} d
         where s.type = 'CHANNEL_DATAPOINT' and d.id = s.id and d.sentiment is not null) x`)}
       group by x.key`,
    );
    const byKey = new Map(rows.map((row) => [String(row.key), row]));
    return SENTIMENTS.map(({ key, label }) => {
      const row = byKey.get(key);
      return {
        key,
        label,
        color: null,
        count: row ? Number(row.count) : 0,
        value: row ? toNumber(row.value) : emptyValue(this.fn),
      };
    });
  }

  /** A score field's segments over the matches with a score, and the score (spec 000 §3, §9). */
  async segments(kind: 'NPS' | 'CSAT', fieldId: string): Promise<SearchSegments> {
    const segments: readonly ScoreSegment[] = SCORE_SEGMENTS[kind];
    const [row] = await this.query<Record<string, string>>(
      `select count(*) as responses, ${segments
        .map((segment, index) => `count(*) filter (where ${segmentSql(segment, 'sv.n')}) as s${index}`)
        .join(', ')}
       from ${this.items(fieldValueJoin(this.table, fieldId, 'sv'))}`,
    );
    const responses = Number(row?.responses ?? 0);
    const counts = segments.map((_, index) => Number(row?.[`s${index}`] ?? 0));
    const shares = counts.map((count) => (responses === 0 ? 0 : (100 * count) / responses));
    return {
      buckets: segments.map((segment, index) => ({
        key: segment.key,
        label: segment.key,
        color: null,
        count: counts[index] ?? 0,
        value: shares[index] ?? 0,
      })),
      score: segmentScore(kind, shares, responses),
      responses,
    };
  }

  /** `search_items s [joins] where <every match>`; callers may append `and …`. */
  private items(joins = ''): string {
    return `${this.table('search_items')} s ${this.valueJoin} ${joins} where ${this.match.text}`;
  }

  /**
   * Runs `sql` with the parameters of its placeholders before items() (`before`), the match
   * condition's, then those after it (`after`): `?` parameters bind by position.
   */
  private query<T>(sql: string, before: unknown[] = [], after: unknown[] = []): Promise<T[]> {
    return this.scope.em.getConnection().execute<T[]>(sql, [...before, ...this.match.params, ...after]);
  }
}

function toBuckets(rows: CountRow[]): Bucket[] {
  return rows.map((row) => ({
    key: row.key instanceof Date ? row.key.toISOString() : String(row.key),
    label: row.label ?? String(row.key),
    color: row.color,
    count: Number(row.count),
    value: toNumber(row.value),
  }));
}

/** PostgreSQL numerics arrive as strings. */
function toNumber(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * The parameters valueSql's `where` holds for each period: its two bounds, once per use of `where`
 * in the function's SQL (NPS uses it three times, CSAT twice, the others once).
 */
function valueParams(fn: SearchGroupFn, from: Date, to: Date): Date[] {
  const uses = fn === SearchGroupFn.NPS ? 3 : fn === SearchGroupFn.CSAT ? 2 : 1;
  return Array.from({ length: uses }, () => [from, to]).flat();
}

function dateLabel(start: Date, interval: SearchDateInterval): string {
  const iso = start.toISOString();
  switch (interval) {
    case SearchDateInterval.year:
      return iso.slice(0, 4);
    case SearchDateInterval.quarter:
      return `${iso.slice(0, 4)} Q${Math.floor(start.getUTCMonth() / 3) + 1}`;
    case SearchDateInterval.month:
      return iso.slice(0, 7);
    case SearchDateInterval.week:
    case SearchDateInterval.day:
      return iso.slice(0, 10);
    case SearchDateInterval.hour:
    case SearchDateInterval.minute:
      return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
}
