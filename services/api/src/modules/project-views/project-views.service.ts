import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import {
  AppError,
  PROJECT_VIEW_EVENTS,
  PROJECT_VIEW_LIMITS,
  type ProjectViewState,
  parseCanvasObjects,
  parsePathId,
  rankBetween,
  requireText,
} from '@fieldnote/core';
import type { ProjectView } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { SearchFieldTypesService, type SearchFilterGroupInput, parseFilterGroup } from '../search';
import { placeBetween } from '../tag-boards';
import { ProjectViewLayout, type ViewObjectType } from './dto/project-view.enums';
import { projectViewErrors } from './project-view.errors';
import { ProjectViewLookup, lockViews } from './project-view-lookup.service';
import { checkViewState } from './project-view-state-check';
import { ProjectViewsRepository } from './project-views.repository';

const TITLE = 'Project view title';

/** JSON with its keys sorted (a filter read back from jsonb has its keys in another order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * A project's saved views (spec 000 §2, §3 project view state): listing and reading for every
 * member who can see the project, changes for contributors. Every change writes its outbox event
 * in its own transaction; the state is checked whole before anything is stored.
 */
@Injectable()
export class ProjectViewsService {
  constructor(
    private readonly fieldTypes: SearchFieldTypesService,
    private readonly views: ProjectViewsRepository,
    private readonly lookup: ProjectViewLookup,
    private readonly plans: PlanGate,
  ) {}

  /** The views of a live project, in rank order. */
  async list(scope: WorkspaceScope, rawProjectId: string): Promise<ProjectView[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    return this.views.viewsOfProject(scope.em, project.id);
  }

  get(scope: WorkspaceScope, rawId: string): Promise<ProjectView> {
    return this.lookup.find(scope.em, rawId);
  }

  async create(
    scope: WorkspaceScope,
    input: {
      projectId: string;
      title: string;
      layout: ProjectViewLayout;
      objectType: ViewObjectType;
      state?: string | null;
    },
  ): Promise<ProjectView> {
    const title = requireText(input.title, TITLE, PROJECT_VIEW_LIMITS.title);
    // A new saved view is a plan feature, a canvas one too; the views saved before stay readable.
    await this.plans.requireFeature(scope.workspace.id, 'allowViewsAndFilters');
    if (input.layout === ProjectViewLayout.CANVAS)
      await this.plans.requireFeature(scope.workspace.id, 'allowCanvasView');
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      const state: ProjectViewState = input.state
        ? await this.checkState(em, input.state, { projectId: project.id, objectType: input.objectType })
        : {};
      await lockViews(em, project.id);
      if ((await this.views.countViewsOfProject(em, project.id)) >= PROJECT_VIEW_LIMITS.viewsPerProject)
        throw projectViewErrors.tooManyViews();
      const last = await this.views.lastViewOfProject(em, project.id);
      const view = await this.views.insertView(em, {
        id: randomUUID(),
        projectId: project.id,
        title,
        layout: input.layout,
        objectType: input.objectType,
        rank: rankBetween(last?.rank ?? null, null).rank,
        state,
        createdBy: scope.accountId,
      });
      await recordEvent(em, PROJECT_VIEW_EVENTS.created, scope.workspace.id, {
        projectViewId: view.id,
        projectId: project.id,
        layout: view.layout,
        objectType: view.objectType,
      });
      return view;
    });
  }

  /** Title, layout, state and compiled filter; what is left out stays. */
  async update(
    scope: WorkspaceScope,
    input: {
      id: string;
      title?: string | null;
      layout?: ProjectViewLayout | null;
      state?: string | null;
      filter?: SearchFilterGroupInput | null;
      clearFilter?: boolean | null;
    },
  ): Promise<ProjectView> {
    const title = input.title == null ? null : requireText(input.title, TITLE, PROJECT_VIEW_LIMITS.title);
    // The compiled filter is checked by the very rules the search request uses (the custom fields
    // its rows name included), before anything is written.
    const parsed = input.filter ? parseFilterGroup(input.filter, new Date()) : null;
    if (parsed) await this.fieldTypes.resolveFilterGroup(scope.em, parsed);
    return scope.em.transactional(async (em) => {
      const view = await this.lookup.find(em, input.id);
      await lockViews(em, view.id);
      // A new or changed filter, or turning a view into a canvas, is a use of the plan features;
      // renaming, clearing the filter, saving it unchanged with the rest of the state are not.
      if (input.filter && canonical(input.filter) !== canonical(view.filter))
        await this.plans.requireFeature(scope.workspace.id, 'allowViewsAndFilters');
      if (input.layout === ProjectViewLayout.CANVAS && view.layout !== ProjectViewLayout.CANVAS)
        await this.plans.requireFeature(scope.workspace.id, 'allowCanvasView');
      const state = input.state == null ? null : await this.checkState(em, input.state, view);
      if (title !== null) view.title = title;
      if (input.layout) view.layout = input.layout;
      if (state !== null) view.state = state;
      if (input.filter) view.filter = JSON.parse(JSON.stringify(input.filter)) as Record<string, unknown>;
      else if (input.clearFilter) view.filter = null;
      view.updatedAt = new Date();
      await this.views.save(em);
      await recordEvent(em, PROJECT_VIEW_EVENTS.updated, scope.workspace.id, {
        projectViewId: view.id,
        projectId: view.projectId,
        fields: [
          ...(title !== null ? ['title'] : []),
          ...(input.layout ? ['layout'] : []),
          ...(state !== null ? ['state'] : []),
          ...(input.filter || input.clearFilter ? ['filter'] : []),
        ],
      });
      return view;
    });
  }

  /** Deletes the view and its card order; the notes, highlights and insights it showed stay. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const view = await this.lookup.find(em, rawId);
      await this.views.deleteView(em, view);
      await recordEvent(em, PROJECT_VIEW_EVENTS.deleted, scope.workspace.id, {
        projectViewId: view.id,
        projectId: view.projectId,
      });
    });
  }

  /** Reorders the project's views: the view goes right after `afterId`, or first when null. */
  async reorder(scope: WorkspaceScope, input: { id: string; afterId?: string | null }): Promise<ProjectView> {
    return scope.em.transactional(async (em) => {
      const view = await this.lookup.find(em, input.id);
      await lockViews(em, view.projectId);
      const afterId = input.afterId ? parsePathId(input.afterId) : null;
      if (afterId === view.id) throw projectViewErrors.viewAfterItself();
      const others = (await this.views.viewsOfProject(em, view.projectId)).filter((v) => v.id !== view.id);
      const index = afterId === null ? -1 : others.findIndex((v) => v.id === afterId);
      if (afterId !== null && index < 0) throw AppError.notFound('Project view');
      placeBetween(others, view, index);
      await this.views.save(em);
      await recordEvent(em, PROJECT_VIEW_EVENTS.reordered, scope.workspace.id, {
        projectViewId: view.id,
        projectId: view.projectId,
        afterId,
      });
      return view;
    });
  }

  /** Replaces the canvas objects of the view's state, leaving the rest of the state as it is. */
  async saveCanvas(scope: WorkspaceScope, input: { viewId: string; objects: string }): Promise<ProjectView> {
    const parsed = parseCanvasObjects(input.objects);
    if (!parsed.ok) throw projectViewErrors.badCanvas(parsed.message);
    // Drawing on the canvas is its use; a canvas kept from a higher plan stays readable.
    await this.plans.requireFeature(scope.workspace.id, 'allowCanvasView');
    return scope.em.transactional(async (em) => {
      const view = await this.lookup.find(em, input.viewId);
      await lockViews(em, view.id);
      const state = { ...view.state, canvas: { objects: parsed.value } };
      // The whole state stays within its bound, canvas included.
      await this.checkState(em, JSON.stringify(state), view);
      view.state = state;
      view.updatedAt = new Date();
      await this.views.save(em);
      await recordEvent(em, PROJECT_VIEW_EVENTS.canvasSaved, scope.workspace.id, {
        projectViewId: view.id,
        projectId: view.projectId,
        objectCount: parsed.value.length,
      });
      return view;
    });
  }

  /** The state, checked against the custom fields of the view's kind in its project (checkViewState). */
  private checkState(
    em: EntityManager,
    text: string,
    view: { projectId: string; objectType: string },
  ): Promise<ProjectViewState> {
    return checkViewState(text, view, (ids) => this.views.fieldsOfKind(em, ids, view));
  }
}
