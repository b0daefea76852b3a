import { Injectable } from '@nestjs/common';
import { Insight, Project, ProjectCategory } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** The queries of folders (project categories). Every method runs through `em`, in its transaction when it has one. */
@Injectable()
export class FoldersRepository extends EntityRows<ProjectCategory> {
  constructor() {
    super(ProjectCategory);
  }

  /** Every folder, or those under one parent, by name. */
  list(em: EntityManager, parentId?: string): Promise<ProjectCategory[]> {
    return em.find(ProjectCategory, parentId === undefined ? {} : { parentId }, {
      orderBy: { name: 'asc', createdAt: 'asc' },
    });
  }

  /** How many folders the workspace has (the plan's project categories). */
  countAll(em: EntityManager): Promise<number> {
    return em.count(ProjectCategory, {});
  }

  /** Every folder, in no particular order (to walk the tree). */
  all(em: EntityManager): Promise<ProjectCategory[]> {
    return em.find(ProjectCategory, {});
  }

  /** The folder of each live project in these folders, and the parent of each folder under them. */
  async contents(
    em: EntityManager,
    folderIds: string[],
  ): Promise<{ projectFolderIds: (string | null)[]; childParentIds: (string | null)[] }> {
    const [projects, children] = await Promise.all([
      em.find(Project, { categoryId: { $in: folderIds }, deletedAt: null }, { fields: ['categoryId'] }),
      em.find(ProjectCategory, { parentId: { $in: folderIds } }, { fields: ['parentId'] }),
    ]);
    return {
      projectFolderIds: projects.map((p) => p.categoryId),
      childParentIds: children.map((c) => c.parentId),
    };
  }

  /** The live projects (the member's gate applies) in these folders, with their titles. */
  liveProjectsIn(em: EntityManager, folderIds: string[]) {
    return em.find(Project, { categoryId: { $in: folderIds }, deletedAt: null }, { fields: ['id', 'title'] });
  }

  /** The `limit` most recently published live insights of these projects, newest publication first. */
  recentlyPublished(em: EntityManager, projectIds: string[], limit: number) {
    return em.find(
      Insight,
      { projectId: { $in: projectIds }, deletedAt: null, published: true, publishedAt: { $ne: null } },
      { fields: ['id', 'title', 'projectId', 'publishedAt'], orderBy: { publishedAt: 'desc' }, limit },
    );
  }

  /**
   * Deletes a folder, its projects (archived and trashed ones too) and sub-folders moving into
   * `parentId`; how many of each moved.
   */
  async deleteMovingContentsTo(
    em: EntityManager,
    folderId: string,
    parentId: string | null,
  ): Promise<{ movedProjects: number; movedFolders: number }> {
    const movedProjects = await em.nativeUpdate(Project, { categoryId: folderId }, { categoryId: parentId });
    const movedFolders = await em.nativeUpdate(ProjectCategory, { parentId: folderId }, { parentId });
    await em.nativeDelete(ProjectCategory, { id: folderId });
    return { movedProjects, movedFolders };
  }
}
