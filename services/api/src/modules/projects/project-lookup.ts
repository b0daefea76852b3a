import { AppError, parsePathId } from '@fieldnote/core';
import type { Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';
import type { SoftDeleteParent } from '../trash';
import { ProjectsRepository } from './projects.repository';

/**
 * The lookups other modules call with nothing but an entity manager, so they read through an
 * instance of their own: the repository holds no state, and the gate rides on `em`.
 */
const projects = new ProjectsRepository();

/** A project that is not in the trash, by UUID, short id or slug-short id; NOT_FOUND otherwise. */
export function findLiveProject(em: EntityManager, rawId: string): Promise<Project> {
  return requireLiveProject(em, parsePathId(rawId), 'Project');
}

/**
 * The live project `what` (a project, or something inside one) hangs on; the refusal naming `what`
 * when the project is in the trash, hidden from the member, or not there at all.
 */
export async function requireLiveProject(
  em: EntityManager,
  projectId: string,
  what: string,
): Promise<Project> {
  const project = await projects.findLiveById(em, projectId);
  if (!project) throw await refusalOf(em, projectId, what);
  return project;
}

/**
 * The project as the parent a note or insight follows through the trash: it cannot be restored while
 * its project is in the trash (or hidden from the member), and is refused with `inTrash`.
 */
export function projectAsParent(inTrash: string): SoftDeleteParent<{ projectId: string }> {
  return {
    isLive: async (em, item) => (await projects.findLiveById(em, item.projectId)) !== null,
    inTrash,
  };
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
