import { AppError, parsePathId } from '@fieldnote/core';
import { Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A project that is not in the trash, by UUID, short id or slug-short id; NOT_FOUND otherwise. */
export async function findLiveProject(em: EntityManager, rawId: string): Promise<Project> {
  const project = await em.findOne(Project, { id: parsePathId(rawId), deletedAt: null });
  if (!project) throw AppError.notFound('Project');
  return project;
}

/**
 * Serialises changes to the workspace's project count (create, restore) so two at once cannot
 * both pass the limit. Must run inside the caller's transaction.
 */
export async function lockProjectCount(em: EntityManager, workspaceId: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtext(?))',
      [`projects:${workspaceId}`],
      'all',
      em.getTransactionContext(),
    );
}
