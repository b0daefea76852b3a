import { AppError, parsePathId } from '@fieldnote/core';
import { Insight, PROJECT_GATE_FILTER, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refusalOf } from '../projects';

/**
 * An insight that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise.
 */
export async function findLiveInsight(em: EntityManager, rawId: string): Promise<Insight> {
  const insight = await em.findOne(
    Insight,
    { id: parsePathId(rawId), deletedAt: null },
    // Found whatever the gate says, so that its project's check below can answer FORBIDDEN or NOT_FOUND.
    { filters: { [PROJECT_GATE_FILTER]: false } },
  );
  if (!insight) throw AppError.notFound('Insight');
  if (!(await em.findOne(Project, { id: insight.projectId, deletedAt: null })))
    throw await refusalOf(em, insight.projectId, 'Insight');
  return insight;
}
