import { Injectable } from '@nestjs/common';
import { PROJECT_EVENTS, Role } from '@fieldnote/core';
import type { Project } from '@fieldnote/db';
import { FileBytesCleanup } from '../file-storage';
import { type EventFieldsOf, SoftDeleteLifecycle, trashAccess } from '../trash';
import { PROJECT_MESSAGES } from './project.errors';
import { PlanGate } from '@fieldnote/control-plane';
import { admitOneMoreProject } from './project-limit';
import { findLiveProject } from './project-lookup';
import { ProjectsRepository } from './projects.repository';

/**
 * A project's way through the trash (the shared lifecycle): its notes and insights follow it, hidden
 * while it is in the trash and back with it; a restored project counts against the workspace's
 * limit again; deleting it for good (managers only) cascades to its notes, tags, highlights and
 * insights, and removes its notes' file bytes once that has committed.
 */
@Injectable()
export class ProjectTrashService extends SoftDeleteLifecycle<
  Project,
  EventFieldsOf<typeof PROJECT_EVENTS.trashed>
> {
  constructor(projects: ProjectsRepository, plans: PlanGate, fileBytes: FileBytesCleanup) {
    super({
      name: 'Project',
      access: trashAccess(Role.MANAGER),
      events: PROJECT_EVENTS,
      payloadOf: (project) => ({ projectId: project.id }),
      notInTrash: PROJECT_MESSAGES.notInTrash,
      findLive: findLiveProject,
      rows: projects,
      admitRestore: (em, scope) => admitOneMoreProject(projects, plans, em, scope.workspace.id),
      releaseOutsideDatabase: async (em, project) => {
        const keys = await fileBytes.keysOfProject(em, project.id);
        return () => fileBytes.remove(keys);
      },
    });
  }
}
