import { type SchemaTables, inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TagSentiment } from '../tags';
import type { ChannelDatasetSource } from './dto/channel.enums';
import type {
  ChannelDatapointModel,
  ChannelDatasetModel,
  ChannelModel,
  ChannelThemeModel,
  ChannelTopicModel,
} from './dto/channel.model';

/** A timestamp as the driver returns it from raw SQL (a string, or a Date when parsed). */
export type SqlDate = Date | string;

/** A raw SQL timestamp as a Date. */
export function toDate(value: SqlDate): Date {
  return value instanceof Date ? value : new Date(value);
}

interface ChannelRow {
  id: string;
  title: string;
  description: string;
  created_at: SqlDate;
  updated_at: SqlDate;
  datapoint_count: number;
  theme_count: number;
  topic_count: number;
}

interface DatasetRow {
  id: string;
  channel_id: string;
  title: string;
  source: ChannelDatasetSource;
  created_at: SqlDate;
  datapoint_count: number;
}

interface TopicRow {
  id: string;
  channel_id: string;
  channel_title: string;
  title: string;
  query: string;
  datapoint_count: number;
  created_at: SqlDate;
  updated_at: SqlDate;
}

interface ThemeRow {
  id: string;
  channel_id: string;
  channel_title: string;
  title: string;
  description: string;
  datapoint_count: number;
  created_at: SqlDate;
  updated_at: SqlDate;
}

/** A data point row with its dataset's title. */
export interface DatapointRow {
  id: string;
  channel_id: string;
  dataset_id: string;
  dataset_title: string;
  text: string;
  author: string | null;
  rating: number | null;
  sentiment: TagSentiment | null;
  occurred_at: SqlDate;
  created_at: SqlDate;
}

/**
 * The SQL test of a data point (alias `p`) against a topic query bound as the next parameter: web
 * search syntax ("quoted phrases", `or`, -word) with English stemming, as the search page's words.
 */
const MATCHES_TOPIC_QUERY = `p.text_search @@ websearch_to_tsquery('english', ?)`;

/** Which of a channel's data points a list or a chart reads; ids and queries already checked. */
export interface DatapointFilter {
  channelId: string;
  themeId?: string | null;
  /** A topic's query, or words a topic would hold: data points matching it. */
  topicQuery?: string | null;
  from?: Date | null;
  to?: Date | null;
  matching?: string | null;
  datasetId?: string | null;
  unthemed?: boolean;
  sentiment?: TagSentiment | null;
  /** Text the data point's text or author contains, trimmed. */
  contains?: string | null;
}

/** A data point to import, checked. */
export interface NewDatapoint {
  id: string;
  text: string;
  author: string | null;
  rating: number | null;
  sentiment: TagSentiment | null;
  occurredAt: Date;
}

/** One period of a channel's volume chart. */
export interface VolumeRow {
  start: SqlDate;
  count: number;
  positive: number;
  negative: number;
  mixed: number;
}

/** SQL: `column` holds one of the ids bound as the next parameter (a uuid[] from uuidArray). */
const isOneOfIds = (column: string): string => `${column} = any(?::uuid[])`;

/**
 * The SQL of the channel tables of one workspace schema. Every query runs in the entity manager's
 * transaction when it has one, so a change and its re-read see the same rows.
 */
export class ChannelRepository {
  /** Names the tables of the workspace schema (inSchema). */
  readonly table: SchemaTables;

  constructor(
    private readonly em: EntityManager,
    schemaName: string,
  ) {
    this.table = inSchema(schemaName);
  }

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params, 'all', this.em.getTransactionContext());
  }

  /** Channels (all of them, or these ids) with their counts, datasets and themes, by title. */
  async channels(ids?: string[]): Promise<ChannelModel[]> {
    const table = this.table;
    const rows = await this.rows<ChannelRow>(
      `select c.id, c.title, c.description, c.created_at, c.updated_at,
          (select count(*)::int from ${table('channel_datapoints')} p where p.channel_id = c.id) as datapoint_count,
          (select count(*)::int from ${table('channel_themes')} t where t.channel_id = c.id) as theme_count,
          (select count(*)::int from ${table('channel_topics')} t where t.channel_id = c.id) as topic_count
        from ${table('channels')} c ${ids ? `where ${isOneOfIds('c.id')}` : ''}
        order by lower(c.title), c.title, c.id`,
      ids ? [uuidArray(ids)] : [],
    );
    if (rows.length === 0) return [];
    const channelIds = rows.map((r) => r.id);
    const datasets = await this.datasets({ channelIds });
    const themes = await this.themes({ channelIds });
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      createdAt: toDate(r.created_at),
      updatedAt: toDate(r.updated_at),
      datapointCount: r.datapoint_count,
      themeCount: r.theme_count,
      topicCount: r.topic_count,
      datasets: datasets.filter((d) => d.channelId === r.id),
      themes: themes.filter((t) => t.channelId === r.id),
    }));
  }

  /** Datasets of these channels, or with these ids, newest first, with their counts. */
  async datasets(where: { channelIds: string[] } | { ids: string[] }): Promise<ChannelDatasetModel[]> {
    const table = this.table;
    const byChannel = 'channelIds' in where;
    const rows = await this.rows<DatasetRow>(
      `select d.id, d.channel_id, d.title, d.source, d.created_at,
          (select count(*)::int from ${table('channel_datapoints')} p where p.dataset_id = d.id) as datapoint_count
        from ${table('channel_datasets')} d where ${isOneOfIds(byChannel ? 'd.channel_id' : 'd.id')}
        order by d.created_at desc, d.id desc`,
      [uuidArray(byChannel ? where.channelIds : where.ids)],
    );
    return rows.map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      title: r.title,
      source: r.source,
      createdAt: toDate(r.created_at),
      datapointCount: r.datapoint_count,
    }));
  }

  /** Themes of these channels, or with these ids, largest first then by title, with their counts. */
  async themes(where: { channelIds: string[] } | { ids: string[] }): Promise<ChannelThemeModel[]> {
    const byChannel = 'channelIds' in where;
    const rows = await this.rows<ThemeRow>(
      `${this.themeSelect()} where ${isOneOfIds(byChannel ? 't.channel_id' : 't.id')}
        order by datapoint_count desc, lower(t.title), t.id`,
      [uuidArray(byChannel ? where.channelIds : where.ids)],
    );
    return rows.map(toTheme);
  }

  /**
   * Topics of these channels, or with these ids, by title, each with how many of its channel's data
   * points match its query now (read through the data points' search index).
   */
  async topics(where: { channelIds: string[] } | { ids: string[] }): Promise<ChannelTopicModel[]> {
    const table = this.table;
    const byChannel = 'channelIds' in where;
    const rows = await this.rows<TopicRow>(
      `select t.id, t.channel_id, c.title as channel_title, t.title, t.query, t.created_at, t.updated_at,
          (select count(*)::int from ${table('channel_datapoints')} p
            where p.channel_id = t.channel_id and p.text_search @@ websearch_to_tsquery('english', t.query))
            as datapoint_count
        from ${table('channel_topics')} t join ${table('channels')} c on c.id = t.channel_id
        where ${isOneOfIds(byChannel ? 't.channel_id' : 't.id')}
        order by lower(t.title), t.title, t.id`,
      [uuidArray(byChannel ? where.channelIds : where.ids)],
    );
    return rows.map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      channelTitle: r.channel_title,
      title: r.title,
      query: r.query,
      datapointCount: r.datapoint_count,
      createdAt: toDate(r.created_at),
      updatedAt: toDate(r.updated_at),
    }));
  }

  /** The themes of each of these data points, by title, in one query. */
  async themesOfDatapoints(datapointIds: string[]): Promise<Map<string, ChannelThemeModel[]>> {
    const byDatapoint = new Map<string, ChannelThemeModel[]>();
    if (datapointIds.length === 0) return byDatapoint;
    const rows = await this.rows<ThemeRow & { datapoint_id: string }>(
      `${this.themeSelect('x.datapoint_id,')}
        join ${this.table('channel_datapoint_themes')} x on x.theme_id = t.id
        where ${isOneOfIds('x.datapoint_id')} order by lower(t.title), t.id`,
      [uuidArray(datapointIds)],
    );
    for (const row of rows)
      byDatapoint.set(row.datapoint_id, [...(byDatapoint.get(row.datapoint_id) ?? []), toTheme(row)]);
    return byDatapoint;
  }

  /** Data point rows as models, each with its themes. */
  async datapointModels(rows: DatapointRow[]): Promise<ChannelDatapointModel[]> {
    const themes = await this.themesOfDatapoints(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      datasetId: r.dataset_id,
      datasetTitle: r.dataset_title,
      text: r.text,
      author: r.author,
      rating: r.rating,
      sentiment: r.sentiment,
      occurredAt: toDate(r.occurred_at),
      createdAt: toDate(r.created_at),
      themes: themes.get(r.id) ?? [],
    }));
  }

  /** The channel of a theme, a dataset or a topic, or null when there is no such row. */
  async channelOf(
    table: 'channel_themes' | 'channel_datasets' | 'channel_topics',
    id: string,
  ): Promise<string | null> {
    const [row] = await this.rows<{ channel_id: string }>(
      `select channel_id from ${this.table(table)} where id = ?`,
      [id],
    );
    return row?.channel_id ?? null;
  }

  /** Whether the channel exists; `update` locks its row until the transaction ends (one writer at a time). */
  async channelExists(id: string, lock: 'none' | 'update' = 'none'): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `select id from ${this.table('channels')} where id = ?${lock === 'update' ? ' for update' : ''}`,
      [id],
    );
    return rows.length > 0;
  }

  /** How many rows of `table` there are: all of them, or those of one channel. */
  async count(
    table: 'channels' | 'channel_themes' | 'channel_topics' | 'channel_datapoints',
    channelId?: string,
  ): Promise<number> {
    const [{ n }] = await this.rows<{ n: number }>(
      channelId === undefined
        ? `select count(*)::int as n from ${this.table(table)}`
        : `select count(*)::int as n from ${this.table(table)} where channel_id = ?`,
      channelId === undefined ? [] : [channelId],
    );
    return n;
  }

  /** Deletes the row of `table` with this id; returns its channel, or null when there was none. */
  async deleteOwned(
    table: 'channel_themes' | 'channel_topics' | 'channel_datasets',
    id: string,
  ): Promise<string | null> {
    const [deleted] = await this.rows<{ channel_id: string }>(
      `delete from ${this.table(table)} where id = ? returning channel_id`,
      [id],
    );
    return deleted?.channel_id ?? null;
  }

  insertChannel(row: {
    id: string;
    title: string;
    description: string;
    createdBy: string;
  }): Promise<unknown> {
    return this.rows(
      `insert into ${this.table('channels')} (id, title, description, created_by) values (?, ?, ?, ?)`,
      [row.id, row.title, row.description, row.createdBy],
    );
  }

  /** Changes a channel's title or description (null: unchanged); whether it exists. */
  async updateChannel(id: string, title: string | null, description: string | null): Promise<boolean> {
    const updated = await this.rows<{ id: string }>(
      `update ${this.table('channels')} set title = coalesce(?, title),
              description = coalesce(?, description), updated_at = now()
            where id = ? returning id`,
      [title, description, id],
    );
    return updated.length > 0;
  }

  /** Deletes a channel (its datasets, data points, topics and themes go with it); whether it existed. */
  async deleteChannel(id: string): Promise<boolean> {
    const deleted = await this.rows<{ id: string }>(
      `delete from ${this.table('channels')} where id = ? returning id`,
      [id],
    );
    return deleted.length > 0;
  }

  insertTheme(row: {
    id: string;
    channelId: string;
    title: string;
    description: string;
    createdBy: string;
  }): Promise<unknown> {
    return this.rows(
      `insert into ${this.table('channel_themes')} (id, channel_id, title, description, created_by)
             values (?, ?, ?, ?, ?)`,
      [row.id, row.channelId, row.title, row.description, row.createdBy],
    );
  }

  /** Changes a theme's title or description (null: unchanged); its channel, or null when there is no such theme. */
  async updateTheme(id: string, title: string | null, description: string | null): Promise<string | null> {
    const [updated] = await this.rows<{ channel_id: string }>(
      `update ${this.table('channel_themes')} set title = coalesce(?, title),
              description = coalesce(?, description), updated_at = now()
            where id = ? returning channel_id`,
      [title, description, id],
    );
    return updated?.channel_id ?? null;
  }

  async touchTheme(id: string): Promise<void> {
    await this.rows(`update ${this.table('channel_themes')} set updated_at = now() where id = ?`, [id]);
  }

  /** Which of these data points are the channel's. */
  async datapointIdsOf(channelId: string, datapointIds: string[]): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `select id from ${this.table('channel_datapoints')} where channel_id = ? and id = any(?::uuid[])`,
      [channelId, uuidArray(datapointIds)],
    );
    return rows.map((row) => row.id);
  }

  /** Puts data points in a theme (one already in it stays once); returns those that were not in it. */
  async addDatapointsToTheme(themeId: string, datapointIds: string[], addedBy: string): Promise<string[]> {
    const rows = await this.rows<{ datapoint_id: string }>(
      `insert into ${this.table('channel_datapoint_themes')} (datapoint_id, theme_id, added_by)
               select d, ?, ? from unnest(?::uuid[]) as d on conflict do nothing returning datapoint_id`,
      [themeId, addedBy, uuidArray(datapointIds)],
    );
    return rows.map((row) => row.datapoint_id);
  }

  /** Takes data points out of a theme; returns those that were in it. */
  async removeDatapointsFromTheme(themeId: string, datapointIds: string[]): Promise<string[]> {
    const rows = await this.rows<{ datapoint_id: string }>(
      `delete from ${this.table('channel_datapoint_themes')}
               where theme_id = ? and datapoint_id = any(?::uuid[]) returning datapoint_id`,
      [themeId, uuidArray(datapointIds)],
    );
    return rows.map((row) => row.datapoint_id);
  }

  insertTopic(row: {
    id: string;
    channelId: string;
    title: string;
    query: string;
    createdBy: string;
  }): Promise<unknown> {
    return this.rows(
      `insert into ${this.table('channel_topics')} (id, channel_id, title, query, created_by)
             values (?, ?, ?, ?, ?)`,
      [row.id, row.channelId, row.title, row.query, row.createdBy],
    );
  }

  /** Changes a topic's title or query (null: unchanged); its channel, or null when there is no such topic. */
  async updateTopic(id: string, title: string | null, query: string | null): Promise<string | null> {
    const [updated] = await this.rows<{ channel_id: string }>(
      `update ${this.table('channel_topics')} set title = coalesce(?, title), query = coalesce(?, query),
              updated_at = now()
            where id = ? returning channel_id`,
      [title, query, id],
    );
    return updated?.channel_id ?? null;
  }

  /** The query of a topic of this channel, or null when the channel has no such topic. */
  async topicQuery(topicId: string, channelId: string): Promise<string | null> {
    const [topic] = await this.rows<{ query: string }>(
      `select query from ${this.table('channel_topics')} where id = ? and channel_id = ?`,
      [topicId, channelId],
    );
    return topic?.query ?? null;
  }

  /** How many lexemes PostgreSQL reads in a web-search query (0: only words like "the"). */
  async queryNodeCount(query: string): Promise<number> {
    const [{ nodes }] = await this.rows<{ nodes: number }>(
      `select numnode(websearch_to_tsquery('english', ?)) as nodes`,
      [query],
    );
    return nodes;
  }

  async insertDataset(row: {
    id: string;
    channelId: string;
    title: string | null;
    source: ChannelDatasetSource;
    createdBy: string;
  }): Promise<void> {
    await this.rows(
      `insert into ${this.table('channel_datasets')} (id, channel_id, title, source, created_by)
             values (?, ?, ?, ?, ?)`,
      [row.id, row.channelId, row.title, row.source, row.createdBy],
    );
  }

  /** Writes data points of one dataset in one statement. */
  async insertDatapoints(
    channelId: string,
    datasetId: string,
    rows: NewDatapoint[],
    createdBy: string,
  ): Promise<void> {
    await this.rows(
      `insert into ${this.table('channel_datapoints')}
              (id, channel_id, dataset_id, text, author, rating, sentiment, occurred_at, created_by)
            values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flatMap((r) => [
        r.id,
        channelId,
        datasetId,
        r.text,
        r.author,
        r.rating,
        r.sentiment,
        r.occurredAt,
        createdBy,
      ]),
    );
  }

  /** Deletes these data points (ids that name none are skipped); returns those that went, with their channels. */
  async deleteDatapoints(ids: string[]): Promise<{ id: string; channel_id: string }[]> {
    return this.rows<{ id: string; channel_id: string }>(
      `delete from ${this.table('channel_datapoints')} where id = any(?::uuid[]) returning id, channel_id`,
      [uuidArray(ids)],
    );
  }

  /** The channel's newest data points' texts (those in no theme, when asked), at most `limit`. */
  datapointTexts(
    channelId: string,
    unthemedOnly: boolean,
    limit: number,
  ): Promise<{ id: string; text: string }[]> {
    return this.rows<{ id: string; text: string }>(
      `select d.id, d.text from ${this.table('channel_datapoints')} d
       where d.channel_id = ?
         ${unthemedOnly ? `and not exists (select 1 from ${this.table('channel_datapoint_themes')} dt where dt.datapoint_id = d.id)` : ''}
       order by d.occurred_at desc, d.id limit ?`,
      [channelId, limit],
    );
  }

  /** How many of the channel's data points pass `filter`, and the page of them. */
  async datapointPage(
    filter: DatapointFilter,
    page: { direction: 'asc' | 'desc'; limit: number; offset: number },
  ): Promise<{ rows: DatapointRow[]; total: number }> {
    const where = this.datapointWhere(filter);
    const table = this.table;
    const [{ n }] = await this.rows<{ n: number }>(
      `select count(*)::int as n from ${table('channel_datapoints')} p where ${where.text}`,
      where.params,
    );
    const dir = page.direction;
    const rows = await this.rows<DatapointRow>(
      `select p.id, p.channel_id, p.dataset_id, d.title as dataset_title, p.text, p.author, p.rating,
          p.sentiment, p.occurred_at, p.created_at
        from ${table('channel_datapoints')} p join ${table('channel_datasets')} d on d.id = p.dataset_id
        where ${where.text} order by p.occurred_at ${dir}, p.id ${dir} limit ? offset ?`,
      [...where.params, page.limit, page.offset],
    );
    return { rows, total: n };
  }

  /** One data point with its dataset's title, or none. */
  datapointById(id: string): Promise<DatapointRow[]> {
    const table = this.table;
    return this.rows<DatapointRow>(
      `select p.id, p.channel_id, p.dataset_id, d.title as dataset_title, p.text, p.author, p.rating,
          p.sentiment, p.occurred_at, p.created_at
        from ${table('channel_datapoints')} p join ${table('channel_datasets')} d on d.id = p.dataset_id
        where p.id = ?`,
      [id],
    );
  }

  /** The data points passing `filter` per period (UTC, `unit` of date_trunc), with their sentiments, oldest first. */
  async datapointVolume(filter: DatapointFilter, unit: 'day' | 'week' | 'month'): Promise<VolumeRow[]> {
    const where = this.datapointWhere(filter);
    return this.rows<VolumeRow>(
      `select date_trunc('${unit}', p.occurred_at at time zone 'UTC') at time zone 'UTC' as start,
          count(*)::int as count,
          (count(*) filter (where p.sentiment = 'positive'))::int as positive,
          (count(*) filter (where p.sentiment = 'negative'))::int as negative,
          (count(*) filter (where p.sentiment = 'mixed'))::int as mixed
        from ${this.table('channel_datapoints')} p where ${where.text}
        group by 1 order by 1`,
      where.params,
    );
  }

  /** The conditions of `filter` on data points (alias `p`), in the order the filter lists them. */
  private datapointWhere(filter: DatapointFilter): { text: string; params: unknown[] } {
    const conditions = ['p.channel_id = ?'];
    const params: unknown[] = [filter.channelId];
    if (filter.themeId) {
      conditions.push(
        `exists (select 1 from ${this.table('channel_datapoint_themes')} t where t.datapoint_id = p.id and t.theme_id = ?)`,
      );
      params.push(filter.themeId);
    }
    if (filter.topicQuery !== undefined && filter.topicQuery !== null) {
      conditions.push(MATCHES_TOPIC_QUERY);
      params.push(filter.topicQuery);
    }
    if (filter.from) {
      conditions.push('p.occurred_at >= ?');
      params.push(filter.from);
    }
    if (filter.to) {
      conditions.push('p.occurred_at <= ?');
      params.push(filter.to);
    }
    if (filter.matching !== undefined && filter.matching !== null) {
      conditions.push(MATCHES_TOPIC_QUERY);
      params.push(filter.matching);
    }
    if (filter.datasetId) {
      conditions.push('p.dataset_id = ?');
      params.push(filter.datasetId);
    }
    if (filter.unthemed)
      conditions.push(
        `not exists (select 1 from ${this.table('channel_datapoint_themes')} u where u.datapoint_id = p.id)`,
      );
    if (filter.sentiment) {
      conditions.push('p.sentiment = ?');
      params.push(filter.sentiment);
    }
    if (filter.contains) {
      const pattern = `%${filter.contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(`(p.text ilike ? escape '\\' or p.author ilike ? escape '\\')`);
      params.push(pattern, pattern);
    }
    return { text: conditions.join(' and '), params };
  }

  private themeSelect(extra = ''): string {
    const table = this.table;
    return `select ${extra} t.id, t.channel_id, c.title as channel_title, t.title, t.description,
          t.created_at, t.updated_at,
          (select count(*)::int from ${table('channel_datapoint_themes')} y where y.theme_id = t.id) as datapoint_count
        from ${table('channel_themes')} t join ${table('channels')} c on c.id = t.channel_id`;
  }
}

function toTheme(r: ThemeRow): ChannelThemeModel {
  return {
    id: r.id,
    channelId: r.channel_id,
    channelTitle: r.channel_title,
    title: r.title,
    description: r.description,
    datapointCount: r.datapoint_count,
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

/** Whether a database error is a unique index refusing a row (a duplicate title). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === '23505' || name === 'UniqueConstraintViolationException';
}

/** Runs an insert or update of a title; one the unique index refuses (taken) becomes `refusal`. */
export async function refusingDuplicateTitle<T>(write: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
