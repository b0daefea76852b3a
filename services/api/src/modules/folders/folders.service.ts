import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, FOLDER_EVENTS, MAX_LENGTH, parsePathId, requireText } from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { type Project, type ProjectCategory, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import type { FolderCounts } from './dto/folder.model';
import { folderErrors } from './folder.errors';
import { FoldersRepository } from './folders.repository';

/** How many published insights a folder shows. */
export const FOLDER_PUBLISHED_INSIGHTS = 50;

/** A published insight of a project in a folder. */
export interface FolderPublishedInsight {
  id: string;
  title: string;
  projectId: string;
  projectTitle: string;
  publishedAt: Date;
}

/** A folder with its direct contents counted. */
export interface CountedFolder {
  folder: ProjectCategory;
  counts: FolderCounts;
}

/**
 * Folders of projects (project categories), nested without limit. Folder changes of one workspace
 * run one at a time (an advisory lock), so two moves at once cannot build a cycle between them.
 */
@Injectable()
export class FoldersService {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly plans: PlanGate,
  ) {}

  /** Every folder of the workspace, by name; the tree is built from `parentId` by the caller. */
  async list(scope: WorkspaceScope): Promise<CountedFolder[]> {
    return this.withCounts(scope.em, await this.folders.list(scope.em));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<CountedFolder> {
    const folder = await this.findFolder(scope.em, rawId);
    return (await this.withCounts(scope.em, [folder]))[0] as CountedFolder;
  }

  /** The folders above `folder`, outermost first. */
  async ancestors(scope: WorkspaceScope, folder: ProjectCategory): Promise<CountedFolder[]> {
    const byId = new Map((await this.folders.all(scope.em)).map((f) => [f.id, f]));
    const chain: ProjectCategory[] = [];
    for (let id = folder.parentId; id !== null && !chain.some((f) => f.id === id);) {
      const parent = byId.get(id);
      if (!parent) break;
      chain.unshift(parent);
      id = parent.parentId;
    }
    return this.withCounts(scope.em, chain);
  }

  async children(scope: WorkspaceScope, folderId: string): Promise<CountedFolder[]> {
    return this.withCounts(scope.em, await this.folders.list(scope.em, folderId));
  }

  /**
   * The published insights of the projects in the folder and its sub-folders, newest publication
   * first, at most `FOLDER_PUBLISHED_INSIGHTS`: a plan feature (allowPublishedInsightsInFolders).
   * The insights stay readable in their projects whatever the plan.
   */
  async publishedInsights(scope: WorkspaceScope, folderId: string): Promise<FolderPublishedInsight[]> {
    await this.plans.requireFeature(scope.workspace.id, 'allowPublishedInsightsInFolders');
    const all = await this.folders.all(scope.em);
    const inside = new Set([folderId]);
    // Walk down the tree; a folder whose parent is inside is inside (repeat until nothing is added).
    for (let grew = true; grew;) {
      grew = false;
      for (const f of all)
        if (f.parentId !== null && inside.has(f.parentId) && !inside.has(f.id)) {
          inside.add(f.id);
          grew = true;
        }
    }
    const projects = await this.folders.liveProjectsIn(scope.em, [...inside]);
    if (projects.length === 0) return [];
    const titles = new Map(projects.map((p) => [p.id, p.title]));
    const insights = await this.folders.recentlyPublished(
      scope.em,
      projects.map((p) => p.id),
      FOLDER_PUBLISHED_INSIGHTS,
    );
    return insights.map((i) => ({
      id: i.id,
      title: i.title,
      projectId: i.projectId,
      projectTitle: titles.get(i.projectId) ?? '',
      publishedAt: i.publishedAt as Date,
    }));
  }

  async create(
    scope: WorkspaceScope,
    input: { name: string; parentId?: string | null },
  ): Promise<CountedFolder> {
    const name = requireText(input.name, 'Folder name', MAX_LENGTH.folderName);
    return scope.em.transactional(async (em) => {
      await lockFolders(em, scope.workspace.id);
      const parent = input.parentId ? await this.findFolder(em, input.parentId) : null;
      if (parent) await this.plans.requireFeature(scope.workspace.id, 'allowNestedFolders');
      await this.plans.admitOneMore(
        scope.workspace.id,
        'maxProjectCategories',
        await this.folders.countAll(em),
      );
      const folder = await this.folders.insert(em, {
        id: randomUUID(),
        parentId: parent?.id ?? null,
        name,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, FOLDER_EVENTS.created, scope.workspace.id, {
        folderId: folder.id,
        parentId: folder.parentId,
        name,
      });
      return { folder, counts: { projects: 0, folders: 0 } };
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; name: string }): Promise<CountedFolder> {
    const name = requireText(input.name, 'Folder name', MAX_LENGTH.folderName);
    return scope.em.transactional(async (em) => {
      const folder = await this.findFolder(em, input.id);
      folder.name = name;
      await this.folders.save(em);
      await recordEvent(em, FOLDER_EVENTS.updated, scope.workspace.id, { folderId: folder.id, name });
      return (await this.withCounts(em, [folder]))[0] as CountedFolder;
    });
  }

  /** Moves a folder (with everything in it) under another one; never under itself or its own sub-folders. */
  async move(scope: WorkspaceScope, input: { id: string; parentId?: string | null }): Promise<CountedFolder> {
    return scope.em.transactional(async (em) => {
      await lockFolders(em, scope.workspace.id);
      const folder = await this.findFolder(em, input.id);
      const parent = input.parentId ? await this.findFolder(em, input.parentId) : null;
      if (parent && (await this.isInside(em, parent, folder.id))) throw folderErrors.intoItself();
      folder.parentId = parent?.id ?? null;
      await this.folders.save(em);
      await recordEvent(em, FOLDER_EVENTS.moved, scope.workspace.id, {
        folderId: folder.id,
        parentId: folder.parentId,
      });
      return (await this.withCounts(em, [folder]))[0] as CountedFolder;
    });
  }

  /**
   * Deletes a folder. Nothing inside is lost: its projects (archived and trashed ones too) and its
   * sub-folders move up into its parent folder, or to the top level when it had none.
   */
  async delete(scope: WorkspaceScope, rawId: string): Promise<{ parentId: string | null }> {
    return scope.em.transactional(async (em) => {
      await lockFolders(em, scope.workspace.id);
      const folder = await this.findFolder(em, rawId);
      const { movedProjects, movedFolders } = await this.folders.deleteMovingContentsTo(
        em,
        folder.id,
        folder.parentId,
      );
      await recordEvent(em, FOLDER_EVENTS.deleted, scope.workspace.id, {
        folderId: folder.id,
        parentId: folder.parentId,
        movedProjects,
        movedFolders,
      });
      return { parentId: folder.parentId };
    });
  }

  /** Puts a live project into a folder, or back at the top level when `folderId` is null. */
  async moveProject(
    scope: WorkspaceScope,
    input: { projectId: string; folderId?: string | null },
  ): Promise<Project> {
    return scope.em.transactional(async (em) => {
      await lockFolders(em, scope.workspace.id);
      const project = await findLiveProject(em, input.projectId);
      const folder = input.folderId ? await this.findFolder(em, input.folderId) : null;
      project.categoryId = folder?.id ?? null;
      // The project was loaded in `em`: saving writes its new folder.
      await this.folders.save(em);
      await recordEvent(em, FOLDER_EVENTS.projectMoved, scope.workspace.id, {
        projectId: project.id,
        folderId: project.categoryId,
      });
      return project;
    });
  }

  /** Whether `folder` is `ancestorId` or lies somewhere below it. */
  private async isInside(em: EntityManager, folder: ProjectCategory, ancestorId: string): Promise<boolean> {
    const byId = new Map((await this.folders.all(em)).map((f) => [f.id, f]));
    const seen = new Set<string>();
    for (
      let id: string | null = folder.id;
      id !== null && !seen.has(id);
      id = byId.get(id)?.parentId ?? null
    ) {
      if (id === ancestorId) return true;
      seen.add(id);
    }
    return false;
  }

  private async withCounts(em: EntityManager, folders: ProjectCategory[]): Promise<CountedFolder[]> {
    if (folders.length === 0) return [];
    const ids = folders.map((f) => f.id);
    const { projectFolderIds, childParentIds } = await this.folders.contents(em, ids);
    const tally = (values: (string | null)[]) => {
      const counts = new Map<string, number>();
      for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
      return counts;
    };
    const projectCounts = tally(projectFolderIds);
    const folderCounts = tally(childParentIds);
    return folders.map((folder) => ({
      folder,
      counts: { projects: projectCounts.get(folder.id) ?? 0, folders: folderCounts.get(folder.id) ?? 0 },
    }));
  }

  private async findFolder(em: EntityManager, rawId: string): Promise<ProjectCategory> {
    const folder = await this.folders.findById(em, parsePathId(rawId));
    if (!folder) throw AppError.notFound('Folder');
    return folder;
  }
}

/** Held until the caller's transaction ends. */
async function lockFolders(em: EntityManager, workspaceId: string): Promise<void> {
  await advisoryXactLock(em, `folders:${workspaceId}`);
}
