import { AppError, parsePathId } from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireLiveProject } from '../projects';
import { InsightsRepository } from './insights.repository';

/**
 * Other modules call this lookup with nothing but an entity manager, so it reads through an
 * instance of its own: the repository holds no state, and the member's gate rides on `em`.
 */
const insights = new InsightsRepository();

/**
 * An insight that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise (FORBIDDEN for a change in a project the member may only view).
 */
export async function findLiveInsight(em: EntityManager, rawId: string): Promise<Insight> {
  const insight = await insights.findLiveByIdPastGate(em, parsePathId(rawId));
  if (!insight) throw AppError.notFound('Insight');
  await requireLiveProject(em, insight.projectId, 'Insight');
  return insight;
}
