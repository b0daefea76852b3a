import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type HomeModel, RecentItemKind, type RecentItemModel } from './dto/home.model';
import { HomeRepository } from './home.repository';

/** How many items each list of /home shows. */
export const HOME_LIST_SIZE = 20;

/**
 * /home: the projects, notes and insights of the workspace that changed most recently (the
 * member's own marked), and the published insights, newest publication first (spec 001, default
 * home template). Items in the trash or inside a project in the trash are left out.
 */
@Injectable()
export class HomeService {
  constructor(private readonly rows: HomeRepository) {}

  async home(scope: WorkspaceScope): Promise<HomeModel> {
    const em = scope.em;
    const projects = await this.rows.liveProjects(em);
    const live = projects.map((p) => p.id);
    const titles = new Map(projects.map((p) => [p.id, p.title]));
    if (live.length === 0) return { recent: [], publishedInsights: [] };
    const [notes, insights, published] = await Promise.all([
      this.rows.recentNotes(em, live, HOME_LIST_SIZE),
      this.rows.recentInsights(em, live, HOME_LIST_SIZE),
      this.rows.recentlyPublished(em, live, HOME_LIST_SIZE),
    ]);
    const item = (
      kind: RecentItemKind,
      x: { id: string; title: string; createdBy: string; updatedAt: Date },
      projectId: string,
    ): RecentItemModel => ({
      id: x.id,
      kind,
      title: x.title,
      projectId,
      projectTitle: titles.get(projectId) ?? '',
      updatedAt: x.updatedAt,
      createdByYou: x.createdBy === scope.accountId,
    });
    const recent = [
      ...projects.map((p) => item(RecentItemKind.PROJECT, p, p.id)),
      ...notes.map((n) => item(RecentItemKind.NOTE, n, n.projectId)),
      ...insights.map((i) => item(RecentItemKind.INSIGHT, i, i.projectId)),
    ]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, HOME_LIST_SIZE);
    return {
      recent,
      publishedInsights: published.map((i) => ({
        id: i.id,
        title: i.title,
        projectId: i.projectId,
        projectTitle: titles.get(i.projectId) ?? '',
        publishedAt: i.publishedAt as Date,
      })),
    };
  }
}
