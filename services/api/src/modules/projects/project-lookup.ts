import { AppError, parsePathId } from '@fieldnote/core';
import { PROJECT_GATE_FILTER, Project, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';

/** A project that is not in the trash, by UUID, short id or slug-short id; NOT_FOUND otherwise. */
export async function findLiveProject(em: EntityManager, rawId: string): Promise<Project> {
  const id = parsePathId(rawId);
  const project = await em.findOne(Project, { id, deletedAt: null });
  if (!project) throw await refusalOf(em, id, 'Project');
  return project;
}

/**
 * The answer when a project (or `what` inside it) is not there for this member: the Project filter
 * hides what the member's gate excludes, so a project they may only view answers FORBIDDEN to a
 * change, and one hidden from them NOT_FOUND, like one that does not exist.
 */
export async function refusalOf(em: EntityManager, projectId: string, what: string): Promise<AppError> {
  const gate = ProjectGate.of(em);
  return gate ? gate.refusal(projectId, what) : AppError.notFound(what);
}

/**
 * Serialises changes to the workspace's project count (create, restore) so two at once cannot
 * both pass the limit. Must run inside the caller's transaction.
 */
export async function lockProjectCount(em: EntityManager, workspaceId: string): Promise<void> {
  await advisoryXactLock(em, `projects:${workspaceId}`);
}

/**
 * Every live project of the workspace, private ones the member cannot see included: the limit of
 * projects per workspace counts them all.
 */
export function countAllLiveProjects(em: EntityManager): Promise<number> {
  return em.count(Project, { deletedAt: null }, { filters: { [PROJECT_GATE_FILTER]: false } });
}
