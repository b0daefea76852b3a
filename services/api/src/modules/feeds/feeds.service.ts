import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_LENGTH, SAVED_FEED_EVENTS, isUuid, requireText } from '@fieldnote/core';
import { type SavedFeed, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { parseSavedSearch } from './saved-feed-search';
import { savedFeedErrors } from './saved-feed.errors';
import { FeedsRepository } from './feeds.repository';

/** Product rule (the spec gives none): feeds per member, so the side list stays a list. */
export const MAX_SAVED_FEEDS_PER_MEMBER = 200;

/**
 * A member's saved feeds (spec 000 §2): saved searches only their owner lists, opens, renames and
 * deletes. Another member's feed answers NOT_FOUND, as one that never existed would.
 */
@Injectable()
export class FeedsService {
  constructor(private readonly feeds: FeedsRepository) {}

  async list(scope: WorkspaceScope): Promise<SavedFeed[]> {
    return this.feeds.listOwn(scope.em, scope.accountId);
  }

  async get(scope: WorkspaceScope, id: string): Promise<SavedFeed> {
    return this.findOwnFeed(scope.em, scope, id);
  }

  async create(scope: WorkspaceScope, input: { title: string; search: string }): Promise<SavedFeed> {
    const title = requireText(input.title, 'Feed title', MAX_LENGTH.savedFeedTitle);
    const search = parseSavedSearch(input.search);
    return scope.em.transactional(async (em) => {
      // One member's saves run one at a time, so two at once cannot both pass the limit.
      await advisoryXactLock(em, `feeds:${scope.accountId}`);
      const count = await this.feeds.countOwn(em, scope.accountId);
      if (count >= MAX_SAVED_FEEDS_PER_MEMBER) throw savedFeedErrors.tooMany(MAX_SAVED_FEEDS_PER_MEMBER);
      const feed = await this.feeds.insert(em, {
        id: randomUUID(),
        title,
        search,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, SAVED_FEED_EVENTS.created, scope.workspace.id, {
        savedFeedId: feed.id,
        createdBy: scope.accountId,
      });
      return feed;
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<SavedFeed> {
    const title = requireText(input.title, 'Feed title', MAX_LENGTH.savedFeedTitle);
    return scope.em.transactional(async (em) => {
      const feed = await this.findOwnFeed(em, scope, input.id);
      feed.title = title;
      await this.feeds.save(em);
      await recordEvent(em, SAVED_FEED_EVENTS.renamed, scope.workspace.id, {
        savedFeedId: feed.id,
        createdBy: scope.accountId,
      });
      return feed;
    });
  }

  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const feed = await this.findOwnFeed(em, scope, id);
      await this.feeds.delete(em, feed);
      await recordEvent(em, SAVED_FEED_EVENTS.deleted, scope.workspace.id, {
        savedFeedId: feed.id,
        createdBy: scope.accountId,
      });
    });
  }

  private async findOwnFeed(em: EntityManager, scope: WorkspaceScope, id: string): Promise<SavedFeed> {
    if (!isUuid(id)) throw savedFeedErrors.notFound();
    const feed = await this.feeds.findOwn(em, scope.accountId, id.toLowerCase());
    if (!feed) throw savedFeedErrors.notFound();
    return feed;
  }
}
