import { Injectable } from '@nestjs/common';
import { uuidArray } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SortDirection } from '../search';
import type { TagSentiment } from '../tags';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import { DEFAULT_DATAPOINT_PAGE, MAX_DATAPOINT_PAGE, MAX_DATAPOINT_SEARCH_LENGTH } from './channel.limits';
import { ChannelRepository, type DatapointRow, type SqlDate, toDate } from './channel.repository';
import { ChannelVolumeInterval } from './dto/channel.enums';
import { MATCHES_TOPIC_QUERY, checkTopicQuery } from './topic-query';
import type {
  ChannelDatapointModel,
  ChannelDatapointPageModel,
  ChannelVolumeBucketModel,
} from './dto/channel.model';
import { CHANNEL_EVENTS } from '@fieldnote/core';

/** Which of a channel's data points to list. */
export interface DatapointQuery {
  channelId: string;
  themeId?: string | null;
  topicId?: string | null;
  /** Words as a topic query reads them: what a topic would hold (its dialog's preview). */
  matching?: string | null;
  datasetId?: string | null;
  unthemed?: boolean | null;
  sentiment?: TagSentiment | null;
  from?: Date | null;
  to?: Date | null;
  contains?: string | null;
  direction?: SortDirection | null;
  limit?: number | null;
  offset?: number | null;
}

/** Which of a channel's data points its volume chart counts, and by what period. */
export interface VolumeQuery {
  channelId: string;
  themeId?: string | null;
  topicId?: string | null;
  from?: Date | null;
  to?: Date | null;
  interval?: ChannelVolumeInterval | null;
}

const TRUNC: Record<ChannelVolumeInterval, string> = {
  [ChannelVolumeInterval.DAY]: 'day',
  [ChannelVolumeInterval.WEEK]: 'week',
  [ChannelVolumeInterval.MONTH]: 'month',
};

/** A where clause with its parameters. */
interface Where {
  conditions: string[];
  params: unknown[];
}

/**
 * A channel's data points: the filtered list, the volume chart, and deleting them (one by one or
 * a whole dataset). Importing them is ChannelImportService's.
 */
@Injectable()
export class ChannelDatapointsService {
  async list(scope: WorkspaceScope, query: DatapointQuery): Promise<ChannelDatapointPageModel> {
    const limit = query.limit ?? DEFAULT_DATAPOINT_PAGE;
    const offset = query.offset ?? 0;
    if (limit < 1 || limit > MAX_DATAPOINT_PAGE)
      throw channelErrors.badPage('limit', `limit must be between 1 and ${MAX_DATAPOINT_PAGE}.`);
    if (offset < 0) throw channelErrors.badPage('offset', 'offset must be 0 or more.');
    if ((query.contains?.length ?? 0) > MAX_DATAPOINT_SEARCH_LENGTH)
      throw channelErrors.tooLong('The search text', 'contains', MAX_DATAPOINT_SEARCH_LENGTH);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    const where = await scoped(repo, query);
    const s = repo.schema;
    if (query.matching !== null && query.matching !== undefined) {
      where.conditions.push(MATCHES_TOPIC_QUERY);
      where.params.push(await checkTopicQuery(repo, query.matching, 'matching'));
    }
    if (query.datasetId !== null && query.datasetId !== undefined) {
      const datasetId = channelInput.id(query.datasetId, channelErrors.datasetNotFound);
      if ((await repo.channelOf('channel_datasets', datasetId)) !== where.channelId)
        throw channelErrors.datasetNotFound();
      where.conditions.push('p.dataset_id = ?');
      where.params.push(datasetId);
    }
    if (query.unthemed === true)
      where.conditions.push(
        `not exists (select 1 from ${s}.channel_datapoint_themes u where u.datapoint_id = p.id)`,
      );
    if (query.sentiment) {
      where.conditions.push('p.sentiment = ?');
      where.params.push(query.sentiment);
    }
    const contains = query.contains?.trim();
    if (contains) {
      const pattern = `%${contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.conditions.push(`(p.text ilike ? escape '\\' or p.author ilike ? escape '\\')`);
      where.params.push(pattern, pattern);
    }
    const clause = where.conditions.join(' and ');
    const [{ n }] = await repo.rows<{ n: number }>(
      `select count(*)::int as n from ${s}.channel_datapoints p where ${clause}`,
      where.params,
    );
    const dir = query.direction === SortDirection.ASC ? 'asc' : 'desc';
    const rows = await repo.rows<DatapointRow>(
      `select p.id, p.channel_id, p.dataset_id, d.title as dataset_title, p.text, p.author, p.rating,
          p.sentiment, p.occurred_at, p.created_at
        from ${s}.channel_datapoints p join ${s}.channel_datasets d on d.id = p.dataset_id
        where ${clause} order by p.occurred_at ${dir}, p.id ${dir} limit ? offset ?`,
      [...where.params, limit, offset],
    );
    return { items: await repo.datapointModels(rows), total: n };
  }

  /** One data point, by id: its own address (`/data/{id}`) and a link to it open on its theme's page. */
  async get(scope: WorkspaceScope, id: string): Promise<ChannelDatapointModel> {
    const datapointId = channelInput.id(id, channelErrors.datapointNotFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    const s = repo.schema;
    const rows = await repo.rows<DatapointRow>(
      `select p.id, p.channel_id, p.dataset_id, d.title as dataset_title, p.text, p.author, p.rating,
          p.sentiment, p.occurred_at, p.created_at
        from ${s}.channel_datapoints p join ${s}.channel_datasets d on d.id = p.dataset_id
        where p.id = ?`,
      [datapointId],
    );
    if (rows.length === 0) throw channelErrors.datapointNotFound();
    const [model] = await repo.datapointModels(rows);
    return model;
  }

  /** Data points per period (UTC), with their sentiments; only periods that have some, oldest first. */
  async volume(scope: WorkspaceScope, query: VolumeQuery): Promise<ChannelVolumeBucketModel[]> {
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    const where = await scoped(repo, query);
    const unit = TRUNC[query.interval ?? ChannelVolumeInterval.WEEK];
    const buckets = await repo.rows<Omit<ChannelVolumeBucketModel, 'start'> & { start: SqlDate }>(
      `select date_trunc('${unit}', p.occurred_at at time zone 'UTC') at time zone 'UTC' as start,
          count(*)::int as count,
          (count(*) filter (where p.sentiment = 'positive'))::int as positive,
          (count(*) filter (where p.sentiment = 'negative'))::int as negative,
          (count(*) filter (where p.sentiment = 'mixed'))::int as mixed
        from ${repo.schema}.channel_datapoints p where ${where.conditions.join(' and ')}
        group by 1 order by 1`,
      where.params,
    );
    return buckets.map((b) => ({ ...b, start: toDate(b.start) }));
  }

  /** Deletes a dataset with its data points. */
  async deleteDataset(scope: WorkspaceScope, id: string): Promise<void> {
    const datasetId = channelInput.id(id, channelErrors.datasetNotFound);
    await scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const [deleted] = await repo.rows<{ channel_id: string }>(
        `delete from ${repo.schema}.channel_datasets where id = ? returning channel_id`,
        [datasetId],
      );
      if (!deleted) throw channelErrors.datasetNotFound();
      await recordEvent(em, CHANNEL_EVENTS.datasetDeleted, scope.workspace.id, {
        channelId: deleted.channel_id,
        datasetId,
      });
    });
  }

  /** Deletes these data points (ids that name none are skipped); returns how many went. */
  async delete(scope: WorkspaceScope, ids: string[]): Promise<number> {
    const datapointIds = channelInput.datapointIds(ids, 'ids');
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const deleted = await repo.rows<{ id: string; channel_id: string }>(
        `delete from ${repo.schema}.channel_datapoints where id = any(?::uuid[]) returning id, channel_id`,
        [uuidArray(datapointIds)],
      );
      const byChannel = new Map<string, string[]>();
      for (const row of deleted)
        byChannel.set(row.channel_id, [...(byChannel.get(row.channel_id) ?? []), row.id]);
      for (const [channelId, removed] of byChannel)
        await recordEvent(em, CHANNEL_EVENTS.datapointsDeleted, scope.workspace.id, {
          channelId,
          datapointIds: removed,
        });
      return deleted.length;
    });
  }
}

/**
 * The conditions every data point query of a channel starts with: the channel (which must exist),
 * the theme (which must be one of the channel's) and the period.
 */
async function scoped(
  repo: ChannelRepository,
  query: {
    channelId: string;
    themeId?: string | null;
    topicId?: string | null;
    from?: Date | null;
    to?: Date | null;
  },
): Promise<Where & { channelId: string }> {
  const channelId = channelInput.id(query.channelId, channelErrors.notFound);
  const themeId = channelInput.optionalId(query.themeId, channelErrors.themeNotFound);
  const topicId = channelInput.optionalId(query.topicId, channelErrors.topicNotFound);
  if (query.from && query.to && query.from > query.to) throw channelErrors.badRange();
  if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
  const where: Where & { channelId: string } = {
    channelId,
    conditions: ['p.channel_id = ?'],
    params: [channelId],
  };
  if (themeId !== null) {
    if ((await repo.channelOf('channel_themes', themeId)) !== channelId) throw channelErrors.themeNotFound();
    where.conditions.push(
      `exists (select 1 from ${repo.schema}.channel_datapoint_themes t where t.datapoint_id = p.id and t.theme_id = ?)`,
    );
    where.params.push(themeId);
  }
  if (topicId !== null) {
    const [topic] = await repo.rows<{ query: string }>(
      `select query from ${repo.schema}.channel_topics where id = ? and channel_id = ?`,
      [topicId, channelId],
    );
    if (!topic) throw channelErrors.topicNotFound();
    where.conditions.push(MATCHES_TOPIC_QUERY);
    where.params.push(topic.query);
  }
  if (query.from) {
    where.conditions.push('p.occurred_at >= ?');
    where.params.push(query.from);
  }
  if (query.to) {
    where.conditions.push('p.occurred_at <= ?');
    where.params.push(query.to);
  }
  return where;
}
