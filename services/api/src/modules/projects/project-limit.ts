import { MAX_PROJECTS_PER_WORKSPACE } from '@fieldnote/core';
import type { PlanGate } from '@fieldnote/control-plane';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyProjects } from './project.errors';
import type { ProjectsRepository } from './projects.repository';

/**
 * Admits one more live project (a created or a restored one) or refuses with the spec's limit
 * (BAD_USER_INPUT) or the plan's maximum (FORBIDDEN, issue 33). It takes the project-count lock until the caller's transaction ends, so two changes at once cannot
 * both pass the limit.
 */
export async function admitOneMoreProject(
  projects: ProjectsRepository,
  plans: PlanGate,
  em: EntityManager,
  workspaceId: string,
): Promise<void> {
  await projects.lockProjectCount(em, workspaceId);
  const live = await projects.countAllLive(em);
  await plans.admitOneMore(workspaceId, 'maxProjects', live);
  if (live >= MAX_PROJECTS_PER_WORKSPACE) throw tooManyProjects();
}
