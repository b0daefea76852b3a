import { Injectable } from '@nestjs/common';
import { AppError, parsePathId } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { TrashItemKind, type TrashItemModel } from './dto/trash-item.model';
import { TrashRepository } from './trash.repository';

/** Everything (projects, notes, insights) in a workspace's trash (or one project's part of it), newest deletion first. */
@Injectable()
export class TrashService {
  constructor(private readonly trash: TrashRepository) {}

  async list(scope: WorkspaceScope, rawProjectId?: string | null): Promise<TrashItemModel[]> {
    const projectId = rawProjectId ? parsePathId(rawProjectId) : null;
    // A project, live or trashed, of this workspace: any other id is NOT_FOUND, never an empty list.
    if (projectId && !(await this.trash.projectById(scope.em, projectId))) throw AppError.notFound('Project');
    const { projects, notes, insights } = await this.trash.trashed(scope.em, projectId);
    const projectIds = [...new Set([...notes, ...insights].map((n) => n.projectId))];
    const parents = await this.trash.projectsByIds(scope.em, projectIds);
    const titles = new Map([...projects, ...parents].map((p) => [p.id, p.title]));
    const deleterIds = [
      ...new Set([...projects, ...notes, ...insights].map((x) => x.deletedBy).filter((id) => id !== null)),
    ];
    const members = await this.trash.membersByIds(scope.em, deleterIds);
    const names = new Map(members.map((m) => [m.id, m.name]));
    const deleter = (id: string | null) => (id ? { id, name: names.get(id) ?? null } : null);
    const items: TrashItemModel[] = [
      ...projects.map((p) => ({
        id: p.id,
        kind: TrashItemKind.PROJECT,
        title: p.title,
        projectId: p.id,
        projectTitle: p.title,
        deletedAt: p.deletedAt as Date,
        deletedBy: deleter(p.deletedBy),
      })),
      ...notes.map((n) => ({
        id: n.id,
        kind: TrashItemKind.NOTE,
        title: n.title,
        projectId: n.projectId,
        projectTitle: titles.get(n.projectId) ?? '',
        deletedAt: n.deletedAt as Date,
        deletedBy: deleter(n.deletedBy),
      })),
      ...insights.map((i) => ({
        id: i.id,
        kind: TrashItemKind.INSIGHT,
        title: i.title,
        projectId: i.projectId,
        projectTitle: titles.get(i.projectId) ?? '',
        deletedAt: i.deletedAt as Date,
        deletedBy: deleter(i.deletedBy),
      })),
    ];
    return items.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
  }
}
