import { Injectable } from '@nestjs/common';
import { AppError, MAX_PROJECTS_PER_WORKSPACE, PROJECT_EVENTS, parsePathId } from '@fieldnote/core';
import { Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { recordEvent } from '../../common/record-event';
import { FileBytesCleanup } from '../file-storage';
import { PROJECT_MESSAGES, tooManyProjects } from './project.errors';
import { countAllLiveProjects, findLiveProject, lockProjectCount } from './project-lookup';

/**
 * A project's way through the trash: delete (hidden, restorable, its notes with it), restore, and
 * delete forever (only from the trash; the database cascades to its notes, tags, highlights and
 * insights). Callers check the role.
 */
@Injectable()
export class ProjectTrashService {
  constructor(private readonly fileBytes: FileBytesCleanup) {}

  async trash(scope: WorkspaceScope, rawId: string): Promise<Project> {
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawId);
      project.deletedAt = new Date();
      project.deletedBy = scope.accountId;
      await em.flush();
      await recordEvent(em, PROJECT_EVENTS.trashed, scope.workspace.id, { projectId: project.id });
      return project;
    });
  }

  async restore(scope: WorkspaceScope, rawId: string): Promise<Project> {
    return scope.em.transactional(async (em) => {
      const project = await this.findTrashed(em, rawId);
      // A restored project counts again, so the limit holds here as it does on create.
      await lockProjectCount(em, scope.workspace.id);
      if ((await countAllLiveProjects(em)) >= MAX_PROJECTS_PER_WORKSPACE) throw tooManyProjects();
      project.deletedAt = null;
      project.deletedBy = null;
      await em.flush();
      await recordEvent(em, PROJECT_EVENTS.restored, scope.workspace.id, { projectId: project.id });
      return project;
    });
  }

  async deleteForever(scope: WorkspaceScope, rawId: string): Promise<void> {
    const fileKeys = await scope.em.transactional(async (em) => {
      const project = await this.findTrashed(em, rawId);
      const projectId = project.id;
      // Its notes' files cascade with it; their bytes are removed once this commits.
      const keys = await this.fileBytes.keysOfProject(em, projectId);
      em.remove(project);
      await em.flush();
      await recordEvent(em, PROJECT_EVENTS.deleted, scope.workspace.id, { projectId });
      return keys;
    });
    await this.fileBytes.remove(fileKeys);
  }

  private async findTrashed(em: EntityManager, rawId: string): Promise<Project> {
    const project = await em.findOne(Project, { id: parsePathId(rawId) });
    if (!project) throw AppError.notFound('Project');
    if (!project.deletedAt) throw AppError.badInput(PROJECT_MESSAGES.notInTrash);
    return project;
  }
}
