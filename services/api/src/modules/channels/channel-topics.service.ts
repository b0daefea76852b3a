import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import { MAX_CHANNEL_TOPIC_TITLE_LENGTH, MAX_TOPICS_PER_CHANNEL } from './channel.limits';
import { ChannelRepository, refusingDuplicateTitle } from './channel.repository';
import type { ChannelTopicModel } from './dto/channel.model';
import { checkTopicQuery } from './topic-query';
import { CHANNEL_EVENTS } from '@fieldnote/core';

/**
 * Topics of a channel: each follows the data points whose text matches its query, so nobody files
 * data points into it, and data points imported later are in it at once. Every change writes its
 * outbox event in its transaction.
 */
@Injectable()
export class ChannelTopicsService {
  async list(scope: WorkspaceScope, channelIdInput: string): Promise<ChannelTopicModel[]> {
    const channelId = channelInput.id(channelIdInput, channelErrors.notFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
    return repo.topics({ channelIds: [channelId] });
  }

  async get(scope: WorkspaceScope, id: string): Promise<ChannelTopicModel> {
    const topicId = channelInput.id(id, channelErrors.topicNotFound);
    return topic(new ChannelRepository(scope.em, scope.workspace.schemaName), topicId);
  }

  async create(
    scope: WorkspaceScope,
    input: { channelId: string; title: string; query: string },
  ): Promise<ChannelTopicModel> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const title = channelInput.title(input.title, 'Topic title', MAX_CHANNEL_TOPIC_TITLE_LENGTH);
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const query = await checkTopicQuery(repo, input.query, 'query');
      // Locking the channel makes creations in it run one at a time, so none passes the limit.
      if (!(await repo.channelExists(channelId, 'update'))) throw channelErrors.notFound();
      const [{ n }] = await repo.rows<{ n: number }>(
        `select count(*)::int as n from ${repo.schema}.channel_topics where channel_id = ?`,
        [channelId],
      );
      if (n >= MAX_TOPICS_PER_CHANNEL) throw channelErrors.tooManyTopics(MAX_TOPICS_PER_CHANNEL);
      const id = randomUUID();
      await refusingDuplicateTitle(
        repo.rows(
          `insert into ${repo.schema}.channel_topics (id, channel_id, title, query, created_by)
             values (?, ?, ?, ?, ?)`,
          [id, channelId, title, query, scope.accountId],
        ),
        () => channelErrors.duplicateTopicTitle(title),
      );
      await recordEvent(em, CHANNEL_EVENTS.topicCreated, scope.workspace.id, { channelId, topicId: id });
      return topic(repo, id);
    });
  }

  /** Changes the title or the query; a field left out (or null) stays as it is. */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; query?: string | null },
  ): Promise<ChannelTopicModel> {
    const id = channelInput.id(input.id, channelErrors.topicNotFound);
    const title =
      input.title === null || input.title === undefined
        ? null
        : channelInput.title(input.title, 'Topic title', MAX_CHANNEL_TOPIC_TITLE_LENGTH);
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const query =
        input.query === null || input.query === undefined
          ? null
          : await checkTopicQuery(repo, input.query, 'query');
      const [updated] = await refusingDuplicateTitle(
        repo.rows<{ channel_id: string }>(
          `update ${repo.schema}.channel_topics set title = coalesce(?, title), query = coalesce(?, query),
              updated_at = now()
            where id = ? returning channel_id`,
          [title, query, id],
        ),
        () => channelErrors.duplicateTopicTitle(title ?? ''),
      );
      if (!updated) throw channelErrors.topicNotFound();
      await recordEvent(em, CHANNEL_EVENTS.topicUpdated, scope.workspace.id, {
        channelId: updated.channel_id,
        topicId: id,
      });
      return topic(repo, id);
    });
  }

  /** Deletes the topic; the data points it followed stay. */
  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    const topicId = channelInput.id(id, channelErrors.topicNotFound);
    await scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const [deleted] = await repo.rows<{ channel_id: string }>(
        `delete from ${repo.schema}.channel_topics where id = ? returning channel_id`,
        [topicId],
      );
      if (!deleted) throw channelErrors.topicNotFound();
      await recordEvent(em, CHANNEL_EVENTS.topicDeleted, scope.workspace.id, {
        channelId: deleted.channel_id,
        topicId,
      });
    });
  }
}

async function topic(repo: ChannelRepository, id: string): Promise<ChannelTopicModel> {
  const [found] = await repo.topics({ ids: [id] });
  if (!found) throw channelErrors.topicNotFound();
  return found;
}
