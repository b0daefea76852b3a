import { quoteSchema, uuidArray } from '@fieldnote/db';
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

/** SQL: `column` holds one of the ids bound as the next parameter (a uuid[] from uuidArray). */
const isOneOfIds = (column: string): string => `${column} = any(?::uuid[])`;

/**
 * The SQL of the channel tables of one workspace schema. Every query runs in the entity manager's
 * transaction when it has one, so a change and its re-read see the same rows.
 */
export class ChannelRepository {
  /** The quoted workspace schema, for the caller's own statements. */
  readonly schema: string;

  constructor(
    private readonly em: EntityManager,
    schemaName: string,
  ) {
    this.schema = quoteSchema(schemaName);
  }

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params, 'all', this.em.getTransactionContext());
  }

  /** Channels (all of them, or these ids) with their counts, datasets and themes, by title. */
  async channels(ids?: string[]): Promise<ChannelModel[]> {
    const s = this.schema;
    const rows = await this.rows<ChannelRow>(
      `select c.id, c.title, c.description, c.created_at, c.updated_at,
          (select count(*)::int from ${s}.channel_datapoints p where p.channel_id = c.id) as datapoint_count,
          (select count(*)::int from ${s}.channel_themes t where t.channel_id = c.id) as theme_count,
          (select count(*)::int from ${s}.channel_topics t where t.channel_id = c.id) as topic_count
        from ${s}.channels c ${ids ? `where ${isOneOfIds('c.id')}` : ''}
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
    const s = this.schema;
    const byChannel = 'channelIds' in where;
    const rows = await this.rows<DatasetRow>(
      `select d.id, d.channel_id, d.title, d.source, d.created_at,
          (select count(*)::int from ${s}.channel_datapoints p where p.dataset_id = d.id) as datapoint_count
        from ${s}.channel_datasets d where ${isOneOfIds(byChannel ? 'd.channel_id' : 'd.id')}
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
    const s = this.schema;
    const byChannel = 'channelIds' in where;
    const rows = await this.rows<TopicRow>(
      `select t.id, t.channel_id, c.title as channel_title, t.title, t.query, t.created_at, t.updated_at,
          (select count(*)::int from ${s}.channel_datapoints p
            where p.channel_id = t.channel_id and p.text_search @@ websearch_to_tsquery('english', t.query))
            as datapoint_count
        from ${s}.channel_topics t join ${s}.channels c on c.id = t.channel_id
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
        join ${this.schema}.channel_datapoint_themes x on x.theme_id = t.id
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
      `select channel_id from ${this.schema}.${table} where id = ?`,
      [id],
    );
    return row?.channel_id ?? null;
  }

  /** Whether the channel exists; `update` locks its row until the transaction ends (one writer at a time). */
  async channelExists(id: string, lock: 'none' | 'update' = 'none'): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(
      `select id from ${this.schema}.channels where id = ?${lock === 'update' ? ' for update' : ''}`,
      [id],
    );
    return rows.length > 0;
  }

  private themeSelect(extra = ''): string {
    const s = this.schema;
    return `select ${extra} t.id, t.channel_id, c.title as channel_title, t.title, t.description,
          t.created_at, t.updated_at,
          (select count(*)::int from ${s}.channel_datapoint_themes y where y.theme_id = t.id) as datapoint_count
        from ${s}.channel_themes t join ${s}.channels c on c.id = t.channel_id`;
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
