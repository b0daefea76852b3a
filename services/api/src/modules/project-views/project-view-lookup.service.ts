import { Injectable } from '@nestjs/common';
import { AppError, parsePathId } from '@fieldnote/core';
import { type ProjectView, type SchemaTables, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';
import { refusalOf } from '../projects';
import { type ViewForPage, ProjectViewsRepository } from './project-views.repository';

/**
 * Finding a view for a member: a view of a live project the member may reach, by UUID, short id or
 * slug-short id. A view of a private project hidden from the member is NOT_FOUND; of one they may
 * only view, FORBIDDEN to a change.
 */
@Injectable()
export class ProjectViewLookup {
  constructor(private readonly views: ProjectViewsRepository) {}

  async find(em: EntityManager, rawId: string): Promise<ProjectView> {
    // Found whatever the gate says, so that its project's check below can answer FORBIDDEN or NOT_FOUND.
    const view = await this.views.viewById(em, parsePathId(rawId));
    if (!view) throw AppError.notFound('Project view');
    if (!(await this.views.liveProjectById(em, view.projectId)))
      throw await refusalOf(em, view.projectId, 'Project view');
    return view;
  }

  /**
   * find's answer and the custom fields of the view's kind in its project (those whose values its
   * items show), read in one query (ProjectViewsRepository.viewForPage). The same refusals as find.
   */
  async findForPage(
    em: EntityManager,
    table: SchemaTables,
    rawId: string,
  ): Promise<Omit<ViewForPage, 'live'>> {
    const found = await this.views.viewForPage(em, table, parsePathId(rawId));
    if (!found) throw AppError.notFound('Project view');
    // The project gate, as the ORM's filter applies it to the project's own look-up in find.
    const excluded = (await ProjectGate.of(em)?.excludedProjectIds()) ?? [];
    if (!found.live || excluded.includes(found.view.projectId))
      throw await refusalOf(em, found.view.projectId, 'Project view');
    return { view: found.view, fields: found.fields };
  }
}

/** Held until the caller's transaction ends: one change of a project's views, or of one view, at a time. */
export async function lockViews(em: EntityManager, key: string): Promise<void> {
  await advisoryXactLock(em, `project-views:${key}`);
}
