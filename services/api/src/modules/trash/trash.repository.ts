import { Injectable } from '@nestjs/common';
import { Insight, Member, Note, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The reads of the trash: trashed projects, notes and insights, and the names around them. */
@Injectable()
export class TrashRepository {
  /** A project of the workspace, live or trashed, or null. */
  projectById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id });
  }

  /** What is in the trash: of the whole workspace, or of one project (the project itself included). */
  async trashed(
    em: EntityManager,
    projectId: string | null,
  ): Promise<{ projects: Project[]; notes: Note[]; insights: Insight[] }> {
    const [projects, notes, insights] = await Promise.all([
      em.find(Project, { deletedAt: { $ne: null }, ...(projectId ? { id: projectId } : {}) }),
      em.find(Note, { deletedAt: { $ne: null }, ...(projectId ? { projectId } : {}) }),
      em.find(Insight, { deletedAt: { $ne: null }, ...(projectId ? { projectId } : {}) }),
    ]);
    return { projects, notes, insights };
  }

  projectsByIds(em: EntityManager, ids: string[]): Promise<Project[]> {
    return ids.length ? em.find(Project, { id: { $in: ids } }) : Promise.resolve([]);
  }

  membersByIds(em: EntityManager, ids: string[]): Promise<Member[]> {
    return ids.length ? em.find(Member, { id: { $in: ids } }) : Promise.resolve([]);
  }
}
