import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, INSIGHT_EVENTS, MAX_LENGTH, requireText } from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { CollaborationHub, replaceDocument } from '../collaboration';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { type ParsedDocument, parseInsightDocument } from './insight-document';
import { INSIGHT_MESSAGES, UNTITLED_INSIGHT } from './insight.errors';
import { findLiveInsight } from './insight-lookup';
import { InsightsRepository } from './insights.repository';

/**
 * Insights of one workspace: listing, reading, creating, renaming, replacing the document,
 * publishing (spec 000 §4: publish is a toggle; publishedAt says when) and locking. Insights in the
 * trash are invisible here (see InsightTrashService). Callers check the role; every change writes
 * its outbox event in its transaction.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly collaboration: CollaborationHub,
    private readonly insights: InsightsRepository,
  ) {}

  async listByProject(scope: WorkspaceScope, rawProjectId: string): Promise<Insight[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    return this.insights.listLiveOfProject(scope.em, project.id);
  }

  get(scope: WorkspaceScope, rawId: string): Promise<Insight> {
    return findLiveInsight(scope.em, rawId);
  }

  async create(
    scope: WorkspaceScope,
    input: { projectId: string; title: string; contentJson?: string | null },
  ): Promise<Insight> {
    const title = this.title(input.title);
    const document = input.contentJson != null ? parseInsightDocument(input.contentJson) : null;
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      const insight = await this.insights.insert(em, {
        id: randomUUID(),
        projectId: project.id,
        title,
        content: document?.text ?? '',
        contentJson: document ? { ...document.json } : null,
        published: false,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, INSIGHT_EVENTS.created, scope.workspace.id, {
        insightId: insight.id,
        projectId: project.id,
      });
      return insight;
    });
  }

  /** Renames the insight and/or replaces its document; refused while it is locked. */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; contentJson?: string | null },
  ): Promise<Insight> {
    const title = input.title != null ? this.title(input.title) : null;
    const document: ParsedDocument | null =
      input.contentJson != null ? parseInsightDocument(input.contentJson) : null;
    if (document) {
      const { id } = await this.findUnlocked(scope.em, input.id);
      // Through the insight's collaborative document: open editors see the new content at once, and
      // the store writes JSON, text and the update event (a lock taken meanwhile refuses it there).
      await this.collaboration.change(scope, { kind: 'insight', id }, (doc) =>
        replaceDocument(doc, document.json),
      );
      if (title === null) return findLiveInsight(scope.em.fork(), id);
    }
    return scope.em.transactional(async (em) => {
      const insight = await this.findUnlocked(em, input.id);
      if (title !== null) insight.title = title;
      await this.insights.save(em);
      await recordEvent(em, INSIGHT_EVENTS.updated, scope.workspace.id, {
        insightId: insight.id,
        projectId: insight.projectId,
        fields: ['title'],
      });
      return insight;
    });
  }

  /** Publishes or unpublishes; setting the state it already has changes nothing and announces nothing. */
  async setPublished(scope: WorkspaceScope, rawId: string, published: boolean): Promise<Insight> {
    return scope.em.transactional(async (em) => {
      const insight = await findLiveInsight(em, rawId);
      if (insight.published === published) return insight;
      insight.published = published;
      insight.publishedAt = published ? new Date() : null;
      await this.insights.save(em);
      await recordEvent(
        em,
        published ? INSIGHT_EVENTS.published : INSIGHT_EVENTS.unpublished,
        scope.workspace.id,
        // publishedBy: the worker notifies every other member (issue 10).
        {
          insightId: insight.id,
          projectId: insight.projectId,
          title: insight.title,
          publishedBy: scope.accountId,
        },
      );
      return insight;
    });
  }

  /** Locks or unlocks; setting the state it already has changes nothing and announces nothing. */
  async setLocked(scope: WorkspaceScope, rawId: string, locked: boolean): Promise<Insight> {
    return scope.em.transactional(async (em) => {
      const insight = await findLiveInsight(em, rawId);
      if ((insight.lockedAt !== null) === locked) return insight;
      insight.lockedAt = locked ? new Date() : null;
      insight.lockedBy = locked ? scope.accountId : null;
      await this.insights.save(em);
      await recordEvent(em, locked ? INSIGHT_EVENTS.locked : INSIGHT_EVENTS.unlocked, scope.workspace.id, {
        insightId: insight.id,
        projectId: insight.projectId,
      });
      this.collaboration.insightLockChanged(scope.workspace, insight.id, locked);
      return insight;
    });
  }

  private title(value: string): string {
    return requireText(value, 'Insight title', MAX_LENGTH.insightTitle, UNTITLED_INSIGHT);
  }

  private async findUnlocked(em: EntityManager, rawId: string): Promise<Insight> {
    const insight = await findLiveInsight(em, rawId);
    if (insight.lockedAt !== null) throw AppError.forbidden(INSIGHT_MESSAGES.locked);
    return insight;
  }
}
