import { Injectable } from '@nestjs/common';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SortDirection } from '../search';
import type { TagSentiment } from '../tags';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import { DEFAULT_DATAPOINT_PAGE, MAX_DATAPOINT_PAGE, MAX_DATAPOINT_SEARCH_LENGTH } from './channel.limits';
import { ChannelRepository, type DatapointFilter, toDate } from './channel.repository';
import { ChannelVolumeInterval } from './dto/channel.enums';
import { checkTopicQuery } from './topic-query';
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

const TRUNC: Record<ChannelVolumeInterval, 'day' | 'week' | 'month'> = {
  [ChannelVolumeInterval.DAY]: 'day',
  [ChannelVolumeInterval.WEEK]: 'week',
  [ChannelVolumeInterval.MONTH]: 'month',
};

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
    const filter: DatapointFilter = await scoped(repo, query);
    if (query.matching !== null && query.matching !== undefined)
      filter.matching = await checkTopicQuery(repo, query.matching, 'matching');
    if (query.datasetId !== null && query.datasetId !== undefined) {
      const datasetId = channelInput.id(query.datasetId, channelErrors.datasetNotFound);
      if ((await repo.channelOf('channel_datasets', datasetId)) !== filter.channelId)
        throw channelErrors.datasetNotFound();
      filter.datasetId = datasetId;
    }
    filter.unthemed = query.unthemed === true;
    filter.sentiment = query.sentiment ?? null;
    filter.contains = query.contains?.trim() || null;
    const { rows, total: n } = await repo.datapointPage(filter, {
      direction: query.direction === SortDirection.ASC ? 'asc' : 'desc',
      limit,
      offset,
    });
    return { items: await repo.datapointModels(rows), total: n };
  }

  /** One data point, by id: its own address (`/data/{id}`) and a link to it open on its theme's page. */
  async get(scope: WorkspaceScope, id: string): Promise<ChannelDatapointModel> {
    const datapointId = channelInput.id(id, channelErrors.datapointNotFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    const rows = await repo.datapointById(datapointId);
    if (rows.length === 0) throw channelErrors.datapointNotFound();
    const [model] = await repo.datapointModels(rows);
    return model;
  }

  /** Data points per period (UTC), with their sentiments; only periods that have some, oldest first. */
  async volume(scope: WorkspaceScope, query: VolumeQuery): Promise<ChannelVolumeBucketModel[]> {
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    const where = await scoped(repo, query);
    const unit = TRUNC[query.interval ?? ChannelVolumeInterval.WEEK];
    const buckets = await repo.datapointVolume(where, unit);
    return buckets.map((b) => ({ ...b, start: toDate(b.start) }));
  }

  /** Deletes a dataset with its data points. */
  async deleteDataset(scope: WorkspaceScope, id: string): Promise<void> {
    const datasetId = channelInput.id(id, channelErrors.datasetNotFound);
    await scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const channelId = await repo.deleteOwned('channel_datasets', datasetId);
      if (!channelId) throw channelErrors.datasetNotFound();
      await recordEvent(em, CHANNEL_EVENTS.datasetDeleted, scope.workspace.id, {
        channelId,
        datasetId,
      });
    });
  }

  /** Deletes these data points (ids that name none are skipped); returns how many went. */
  async delete(scope: WorkspaceScope, ids: string[]): Promise<number> {
    const datapointIds = channelInput.datapointIds(ids, 'ids');
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const deleted = await repo.deleteDatapoints(datapointIds);
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
): Promise<DatapointFilter> {
  const channelId = channelInput.id(query.channelId, channelErrors.notFound);
  const themeId = channelInput.optionalId(query.themeId, channelErrors.themeNotFound);
  const topicId = channelInput.optionalId(query.topicId, channelErrors.topicNotFound);
  if (query.from && query.to && query.from > query.to) throw channelErrors.badRange();
  if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
  const where: DatapointFilter = { channelId, from: query.from ?? null, to: query.to ?? null };
  if (themeId !== null) {
    if ((await repo.channelOf('channel_themes', themeId)) !== channelId) throw channelErrors.themeNotFound();
    where.themeId = themeId;
  }
  if (topicId !== null) {
    const topicQuery = await repo.topicQuery(topicId, channelId);
    if (topicQuery === null) throw channelErrors.topicNotFound();
    where.topicQuery = topicQuery;
  }
  return where;
}
