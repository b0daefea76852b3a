import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidArray } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import { MAX_CHANNEL_THEME_TITLE_LENGTH, MAX_THEMES_PER_CHANNEL } from './channel.limits';
import { ChannelRepository, refusingDuplicateTitle } from './channel.repository';
import type { ChannelThemeModel } from './dto/channel.model';
import { CHANNEL_EVENTS } from '@fieldnote/core';

/**
 * Themes of a channel: groups of its data points that say the same thing. Deleting a theme only
 * ungroups its data points. Every change writes its outbox event in its transaction.
 */
@Injectable()
export class ChannelThemesService {
  async get(scope: WorkspaceScope, id: string): Promise<ChannelThemeModel> {
    const themeId = channelInput.id(id, channelErrors.themeNotFound);
    return theme(new ChannelRepository(scope.em, scope.workspace.schemaName), themeId);
  }

  async create(
    scope: WorkspaceScope,
    input: { channelId: string; title: string; description?: string | null },
  ): Promise<ChannelThemeModel> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const title = channelInput.title(input.title, 'Theme title', MAX_CHANNEL_THEME_TITLE_LENGTH);
    const description = channelInput.description(input.description ?? '');
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      // Locking the channel makes creations in it run one at a time, so none passes the limit.
      if (!(await repo.channelExists(channelId, 'update'))) throw channelErrors.notFound();
      const [{ n }] = await repo.rows<{ n: number }>(
        `select count(*)::int as n from ${repo.schema}.channel_themes where channel_id = ?`,
        [channelId],
      );
      if (n >= MAX_THEMES_PER_CHANNEL) throw channelErrors.tooManyThemes(MAX_THEMES_PER_CHANNEL);
      const id = randomUUID();
      await refusingDuplicateTitle(
        repo.rows(
          `insert into ${repo.schema}.channel_themes (id, channel_id, title, description, created_by)
             values (?, ?, ?, ?, ?)`,
          [id, channelId, title, description, scope.accountId],
        ),
        () => channelErrors.duplicateThemeTitle(title),
      );
      await recordEvent(em, CHANNEL_EVENTS.themeCreated, scope.workspace.id, { channelId, themeId: id });
      return theme(repo, id);
    });
  }

  /** Changes the title or description; a field left out (or null) stays as it is. */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; description?: string | null },
  ): Promise<ChannelThemeModel> {
    const id = channelInput.id(input.id, channelErrors.themeNotFound);
    const { title, description } = channelInput.changes(input, 'Theme title', MAX_CHANNEL_THEME_TITLE_LENGTH);
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const [updated] = await refusingDuplicateTitle(
        repo.rows<{ channel_id: string }>(
          `update ${repo.schema}.channel_themes set title = coalesce(?, title),
              description = coalesce(?, description), updated_at = now()
            where id = ? returning channel_id`,
          [title, description, id],
        ),
        () => channelErrors.duplicateThemeTitle(title ?? ''),
      );
      if (!updated) throw channelErrors.themeNotFound();
      await recordEvent(em, CHANNEL_EVENTS.themeUpdated, scope.workspace.id, {
        channelId: updated.channel_id,
        themeId: id,
      });
      return theme(repo, id);
    });
  }

  /** Deletes the theme; its data points stay. */
  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    const themeId = channelInput.id(id, channelErrors.themeNotFound);
    await scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const [deleted] = await repo.rows<{ channel_id: string }>(
        `delete from ${repo.schema}.channel_themes where id = ? returning channel_id`,
        [themeId],
      );
      if (!deleted) throw channelErrors.themeNotFound();
      await recordEvent(em, CHANNEL_EVENTS.themeDeleted, scope.workspace.id, {
        channelId: deleted.channel_id,
        themeId,
      });
    });
  }

  /** Puts data points of the theme's channel in the theme; one already in it stays once. */
  async addDatapoints(
    scope: WorkspaceScope,
    input: { themeId: string; datapointIds: string[] },
  ): Promise<ChannelThemeModel> {
    return this.changeDatapoints(scope, input, 'add');
  }

  /** Takes data points out of the theme; the data points stay. */
  async removeDatapoints(
    scope: WorkspaceScope,
    input: { themeId: string; datapointIds: string[] },
  ): Promise<ChannelThemeModel> {
    return this.changeDatapoints(scope, input, 'remove');
  }

  private async changeDatapoints(
    scope: WorkspaceScope,
    input: { themeId: string; datapointIds: string[] },
    change: 'add' | 'remove',
  ): Promise<ChannelThemeModel> {
    const themeId = channelInput.id(input.themeId, channelErrors.themeNotFound);
    const datapointIds = channelInput.datapointIds(input.datapointIds, 'datapointIds');
    return scope.em.transactional(async (em: EntityManager) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const channelId = await repo.channelOf('channel_themes', themeId);
      if (!channelId) throw channelErrors.themeNotFound();
      const known = await repo.rows<{ id: string }>(
        `select id from ${repo.schema}.channel_datapoints where channel_id = ? and id = any(?::uuid[])`,
        [channelId, uuidArray(datapointIds)],
      );
      if (known.length !== datapointIds.length)
        throw channelErrors.unknownDatapoints(datapointIds.length - known.length);
      const changed = await repo.rows<{ datapoint_id: string }>(
        change === 'add'
          ? `insert into ${repo.schema}.channel_datapoint_themes (datapoint_id, theme_id, added_by)
               select d, ?, ? from unnest(?::uuid[]) as d on conflict do nothing returning datapoint_id`
          : `delete from ${repo.schema}.channel_datapoint_themes
               where theme_id = ? and datapoint_id = any(?::uuid[]) returning datapoint_id`,
        change === 'add'
          ? [themeId, scope.accountId, uuidArray(datapointIds)]
          : [themeId, uuidArray(datapointIds)],
      );
      if (changed.length > 0) {
        await repo.rows(`update ${repo.schema}.channel_themes set updated_at = now() where id = ?`, [
          themeId,
        ]);
        await recordEvent(
          em,
          change === 'add' ? CHANNEL_EVENTS.themeDatapointsAdded : CHANNEL_EVENTS.themeDatapointsRemoved,
          scope.workspace.id,
          { channelId, themeId, datapointIds: changed.map((r) => r.datapoint_id) },
        );
      }
      return theme(repo, themeId);
    });
  }
}

async function theme(repo: ChannelRepository, id: string): Promise<ChannelThemeModel> {
  const [found] = await repo.themes({ ids: [id] });
  if (!found) throw channelErrors.themeNotFound();
  return found;
}
