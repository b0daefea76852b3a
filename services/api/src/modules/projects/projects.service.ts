import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, PROJECT_EVENTS, rankBetween, requireText } from '@fieldnote/core';
import type { Project } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { recordEvent } from '../../common/record-event';
import { PROJECT_MESSAGES } from './project.errors';
import { PlanGate } from '@fieldnote/control-plane';
import { admitOneMoreProject } from './project-limit';
import { findLiveProject } from './project-lookup';
import type { ProjectExtras } from './dto/project.model';
import { type ProjectCounts, ProjectsRepository } from './projects.repository';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface ProjectChanges {
  title?: string | null;
  summary?: string | null;
  icon?: string | null;
  color?: string | null;
}

/**
 * Projects of one workspace: listing (the caller's starred first), reading, creating, editing,
 * starring and archiving. Projects in the trash are invisible here (see ProjectTrashService).
 * Callers check the role; every change writes its event in the same transaction.
 */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly plans: PlanGate,
  ) {}

  async list(
    scope: WorkspaceScope,
    archived = false,
  ): Promise<{ project: Project; extras: ProjectExtras }[]> {
    const projects = await this.projects.listLiveByRank(scope.em, archived);
    const [counts, stars] = await Promise.all([this.counts(scope), this.starsOf(scope)]);
    return projects
      .map((project) => ({ project, extras: this.extras(project.id, counts, stars) }))
      .sort((a, b) => Number(b.extras.starred) - Number(a.extras.starred));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<{ project: Project; extras: ProjectExtras }> {
    const project = await findLiveProject(scope.em, rawId);
    const [counts, stars] = await Promise.all([this.counts(scope), this.starsOf(scope)]);
    return { project, extras: this.extras(project.id, counts, stars) };
  }

  async create(scope: WorkspaceScope, input: { title: string; summary?: string | null }): Promise<Project> {
    const title = requireText(input.title, 'Project title', MAX_LENGTH.projectTitle, 'Untitled project');
    const summary = input.summary
      ? requireText(input.summary, 'Project summary', MAX_LENGTH.projectSummary, undefined, 'multi-line')
      : null;
    return scope.em.transactional(async (em) => {
      await admitOneMoreProject(this.projects, this.plans, em, scope.workspace.id);
      const last = await this.projects.findLastRanked(em);
      const project = await this.projects.insert(em, {
        id: randomUUID(),
        title,
        summary,
        rank: rankBetween(last?.rank ?? null, null).rank,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, PROJECT_EVENTS.created, scope.workspace.id, { projectId: project.id, title });
      return project;
    });
  }

  async update(scope: WorkspaceScope, rawId: string, changes: ProjectChanges): Promise<Project> {
    const checked = this.checkChanges(changes);
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawId);
      // A new colour or icon is a plan feature; keeping or clearing one never is (a lowered plan).
      if (checked.color && checked.color !== project.color)
        await this.plans.requireFeature(scope.workspace.id, 'allowProjectCustomization');
      if (checked.icon && checked.icon !== project.icon)
        await this.plans.requireFeature(scope.workspace.id, 'allowProjectIcons');
      Object.assign(project, checked, { updatedAt: new Date() });
      await this.projects.save(em);
      await recordEvent(em, PROJECT_EVENTS.updated, scope.workspace.id, {
        projectId: project.id,
        fields: Object.keys(checked),
      });
      return project;
    });
  }

  /** Stars or unstars the project for the caller alone; idempotent. */
  async setStarred(scope: WorkspaceScope, rawId: string, starred: boolean): Promise<Project> {
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawId);
      const key = { projectId: project.id, memberId: scope.accountId };
      await this.projects.setStarred(em, key, starred);
      await recordEvent(
        em,
        starred ? PROJECT_EVENTS.starred : PROJECT_EVENTS.unstarred,
        scope.workspace.id,
        key,
      );
      return project;
    });
  }

  /** Archives (hidden from the default list, still readable) or brings back; idempotent. */
  async setArchived(scope: WorkspaceScope, rawId: string, archived: boolean): Promise<Project> {
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawId);
      if (archived !== (project.archivedAt !== null)) {
        project.archivedAt = archived ? new Date() : null;
        await this.projects.save(em);
      }
      await recordEvent(
        em,
        archived ? PROJECT_EVENTS.archived : PROJECT_EVENTS.unarchived,
        scope.workspace.id,
        { projectId: project.id },
      );
      return project;
    });
  }

  /** The caller's own star and the counts, for one project already loaded. */
  async extrasOf(scope: WorkspaceScope, project: Project): Promise<ProjectExtras> {
    const [counts, stars] = await Promise.all([this.counts(scope), this.starsOf(scope)]);
    return this.extras(project.id, counts, stars);
  }

  private checkChanges(
    changes: ProjectChanges,
  ): Partial<Pick<Project, 'title' | 'summary' | 'icon' | 'color'>> {
    const checked: Partial<Pick<Project, 'title' | 'summary' | 'icon' | 'color'>> = {};
    if (changes.title != null)
      checked.title = requireText(
        changes.title,
        'Project title',
        MAX_LENGTH.projectTitle,
        'Untitled project',
      );
    if (changes.summary != null)
      checked.summary =
        changes.summary.trim() === ''
          ? null
          : requireText(
              changes.summary,
              'Project summary',
              MAX_LENGTH.projectSummary,
              undefined,
              'multi-line',
            );
    if (changes.icon != null)
      checked.icon =
        changes.icon.trim() === '' ? null : requireText(changes.icon, 'Project icon', MAX_LENGTH.projectIcon);
    if (changes.color != null) {
      const color = changes.color.trim();
      if (color !== '' && !HEX_COLOR.test(color))
        throw AppError.badInput(PROJECT_MESSAGES.badColor, { field: 'Project color' });
      checked.color = color === '' ? null : color.toLowerCase();
    }
    return checked;
  }

  private extras(projectId: string, counts: Map<string, ProjectCounts>, stars: Set<string>): ProjectExtras {
    return { ...(counts.get(projectId) ?? { notes: 0, insights: 0 }), starred: stars.has(projectId) };
  }

  private starsOf(scope: WorkspaceScope): Promise<Set<string>> {
    return this.projects.starredIds(scope.em, scope.accountId);
  }

  private counts(scope: WorkspaceScope): Promise<Map<string, ProjectCounts>> {
    return this.projects.counts(scope.em, scope.workspace.schemaName);
  }
}
