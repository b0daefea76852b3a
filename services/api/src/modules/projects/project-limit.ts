import { MAX_PROJECTS_PER_WORKSPACE } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyProjects } from './project.errors';
import type { ProjectsRepository } from './projects.repository';

/**
 * Admits one more live project (a created or a restored one) or refuses with the spec's limit. It
 * takes the project-count lock until the caller's transaction ends, so two changes at once cannot
 * both pass the limit.
 */
export async function admitOneMoreProject(
  projects: ProjectsRepository,
  em: EntityManager,
  workspaceId: string,
): Promise<void> {
  await projects.lockProjectCount(em, workspaceId);
  if ((await projects.countAllLive(em)) >= MAX_PROJECTS_PER_WORKSPACE) throw tooManyProjects();
}
