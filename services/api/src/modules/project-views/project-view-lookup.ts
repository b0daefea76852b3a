import { AppError, parsePathId } from '@fieldnote/core';
import { PROJECT_GATE_FILTER, Project, ProjectView } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refusalOf } from '../projects/project-lookup';

/**
 * A view of a live project the member may reach, by UUID, short id or slug-short id. A view of a
 * private project hidden from the member is NOT_FOUND; of one they may only view, FORBIDDEN to a change.
 */
export async function findView(em: EntityManager, rawId: string): Promise<ProjectView> {
  const view = await em.findOne(
    ProjectView,
    { id: parsePathId(rawId) },
    // Found whatever the gate says, so that its project's check below can answer FORBIDDEN or NOT_FOUND.
    { filters: { [PROJECT_GATE_FILTER]: false } },
  );
  if (!view) throw AppError.notFound('Project view');
  if (!(await em.findOne(Project, { id: view.projectId, deletedAt: null })))
    throw await refusalOf(em, view.projectId, 'Project view');
  return view;
}

/** Held until the caller's transaction ends: one change of a project's views, or of one view, at a time. */
export async function lockViews(em: EntityManager, key: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtext(?))',
      [`project-views:${key}`],
      'all',
      em.getTransactionContext(),
    );
}
