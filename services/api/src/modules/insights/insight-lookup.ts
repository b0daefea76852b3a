import { AppError, parsePathId } from '@fieldnote/core';
import { Insight, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An insight that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise.
 */
export async function findLiveInsight(em: EntityManager, rawId: string): Promise<Insight> {
  const insight = await em.findOne(Insight, { id: parsePathId(rawId), deletedAt: null });
  if (!insight || !(await em.findOne(Project, { id: insight.projectId, deletedAt: null })))
    throw AppError.notFound('Insight');
  return insight;
}
