import { Injectable } from '@nestjs/common';
import { AppError, INSIGHT_EVENTS, parsePathId } from '@fieldnote/core';
import { Insight, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { INSIGHT_MESSAGES } from './insight.errors';
import { findLiveInsight } from './insight-lookup';

/**
 * An insight's way through the trash: delete (hidden, restorable; its share links stop opening),
 * restore, delete forever (only from the trash; its share links go with it). Callers check the role.
 */
@Injectable()
export class InsightTrashService {
  async trash(scope: WorkspaceScope, rawId: string): Promise<Insight> {
    return scope.em.transactional(async (em) => {
      const insight = await findLiveInsight(em, rawId);
      insight.deletedAt = new Date();
      insight.deletedBy = scope.accountId;
      await em.flush();
      await recordEvent(em, INSIGHT_EVENTS.trashed, scope.workspace.id, {
        insightId: insight.id,
        projectId: insight.projectId,
      });
      return insight;
    });
  }

  async restore(scope: WorkspaceScope, rawId: string): Promise<Insight> {
    return scope.em.transactional(async (em) => {
      const insight = await this.findTrashed(em, rawId);
      if (!(await em.findOne(Project, { id: insight.projectId, deletedAt: null })))
        throw AppError.badInput(INSIGHT_MESSAGES.projectInTrash);
      insight.deletedAt = null;
      insight.deletedBy = null;
      await em.flush();
      await recordEvent(em, INSIGHT_EVENTS.restored, scope.workspace.id, {
        insightId: insight.id,
        projectId: insight.projectId,
      });
      return insight;
    });
  }

  async deleteForever(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const insight = await this.findTrashed(em, rawId);
      const payload = { insightId: insight.id, projectId: insight.projectId };
      em.remove(insight);
      await em.flush();
      await recordEvent(em, INSIGHT_EVENTS.deleted, scope.workspace.id, payload);
    });
  }

  private async findTrashed(em: EntityManager, rawId: string): Promise<Insight> {
    const insight = await em.findOne(Insight, { id: parsePathId(rawId) });
    if (!insight) throw AppError.notFound('Insight');
    if (!insight.deletedAt) throw AppError.badInput(INSIGHT_MESSAGES.notInTrash);
    return insight;
  }
}
