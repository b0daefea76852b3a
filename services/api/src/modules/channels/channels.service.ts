import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { advisoryXactLock } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import { MAX_CHANNELS_PER_WORKSPACE, MAX_CHANNEL_TITLE_LENGTH } from './channel.limits';
import { ChannelRepository, refusingDuplicateTitle } from './channel.repository';
import type { ChannelModel } from './dto/channel.model';
import { CHANNEL_EVENTS } from '@fieldnote/core';

/**
 * Channels of continuous feedback (spec 000 §2 Channels): every member reads them, contributors and
 * managers change them. Every change writes its outbox event in its transaction.
 */
@Injectable()
export class ChannelsService {
  constructor(private readonly plans: PlanGate) {}

  async list(scope: WorkspaceScope): Promise<ChannelModel[]> {
    return new ChannelRepository(scope.em, scope.workspace.schemaName).channels();
  }

  async get(scope: WorkspaceScope, id: string): Promise<ChannelModel> {
    const channelId = channelInput.id(id, channelErrors.notFound);
    const [channel] = await new ChannelRepository(scope.em, scope.workspace.schemaName).channels([channelId]);
    if (!channel) throw channelErrors.notFound();
    return channel;
  }

  async create(
    scope: WorkspaceScope,
    input: { title: string; description?: string | null },
  ): Promise<ChannelModel> {
    const title = channelInput.title(input.title, 'Channel title', MAX_CHANNEL_TITLE_LENGTH);
    const description = channelInput.description(input.description ?? '');
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      // Creations run one at a time per workspace, so two at once cannot both pass the limit.
      await advisoryXactLock(em, `channels:${scope.workspace.id}`);
      const n = await repo.count('channels');
      await this.plans.admitOneMore(scope.workspace.id, 'maxChannels', n);
      if (n >= MAX_CHANNELS_PER_WORKSPACE) throw channelErrors.tooMany(MAX_CHANNELS_PER_WORKSPACE);
      const id = randomUUID();
      await refusingDuplicateTitle(
        repo.insertChannel({ id, title, description, createdBy: scope.accountId }),
        () => channelErrors.duplicateTitle(title),
      );
      await recordEvent(em, CHANNEL_EVENTS.created, scope.workspace.id, { channelId: id });
      const [channel] = await repo.channels([id]);
      return channel;
    });
  }

  /** Changes the title or description; a field left out (or null) stays as it is. */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; description?: string | null },
  ): Promise<ChannelModel> {
    const id = channelInput.id(input.id, channelErrors.notFound);
    const { title, description } = channelInput.changes(input, 'Channel title', MAX_CHANNEL_TITLE_LENGTH);
    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      const updated = await refusingDuplicateTitle(repo.updateChannel(id, title, description), () =>
        channelErrors.duplicateTitle(title ?? ''),
      );
      if (!updated) throw channelErrors.notFound();
      await recordEvent(em, CHANNEL_EVENTS.updated, scope.workspace.id, { channelId: id });
      const [channel] = await repo.channels([id]);
      return channel;
    });
  }

  /** Deletes the channel with its datasets, data points and themes. */
  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    const channelId = channelInput.id(id, channelErrors.notFound);
    await scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      if (!(await repo.deleteChannel(channelId))) throw channelErrors.notFound();
      await recordEvent(em, CHANNEL_EVENTS.deleted, scope.workspace.id, { channelId });
    });
  }
}
