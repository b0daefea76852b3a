import { Injectable } from '@nestjs/common';
import { Insight, Note, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The reads of /home: live projects and the newest notes and insights in them. */
@Injectable()
export class HomeRepository {
  /** Every live project (the member's gate applies), with what the lists show of it. */
  liveProjects(em: EntityManager) {
    return em.find(Project, { deletedAt: null }, { fields: ['id', 'title', 'createdBy', 'updatedAt'] });
  }

  /** The `limit` most recently changed live notes of these projects. */
  recentNotes(em: EntityManager, projectIds: string[], limit: number) {
    return em.find(
      Note,
      { projectId: { $in: projectIds }, deletedAt: null },
      {
        fields: ['id', 'title', 'projectId', 'createdBy', 'updatedAt'],
        orderBy: { updatedAt: 'desc' },
        limit,
      },
    );
  }

  /** The `limit` most recently changed live insights of these projects. */
  recentInsights(em: EntityManager, projectIds: string[], limit: number) {
    return em.find(
      Insight,
      { projectId: { $in: projectIds }, deletedAt: null },
      {
        fields: ['id', 'title', 'projectId', 'createdBy', 'updatedAt'],
        orderBy: { updatedAt: 'desc' },
        limit,
      },
    );
  }

  /** The `limit` most recently published live insights of these projects. */
  recentlyPublished(em: EntityManager, projectIds: string[], limit: number) {
    return em.find(
      Insight,
      { projectId: { $in: projectIds }, deletedAt: null, published: true, publishedAt: { $ne: null } },
      {
        fields: ['id', 'title', 'projectId', 'publishedAt'],
        orderBy: { publishedAt: 'desc' },
        limit,
      },
    );
  }
}
