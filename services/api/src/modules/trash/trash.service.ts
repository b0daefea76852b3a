import { Injectable } from '@nestjs/common';
import { AppError, parsePathId } from '@fieldnote/core';
import { Insight, Member, Note, Project } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { TrashItemKind, type TrashItemModel } from './dto/trash-item.model';

/** Everything (projects, notes, insights) in a workspace's trash (or one project's part of it), newest deletion first. */
@Injectable()
export class TrashService {
  async list(scope: WorkspaceScope, rawProjectId?: string | null): Promise<TrashItemModel[]> {
    const projectId = rawProjectId ? parsePathId(rawProjectId) : null;
    // A project, live or trashed, of this workspace: any other id is NOT_FOUND, never an empty list.
    if (projectId && !(await scope.em.findOne(Project, { id: projectId })))
      throw AppError.notFound('Project');
    const [projects, notes, insights] = await Promise.all([
      scope.em.find(Project, { deletedAt: { $ne: null }, ...(projectId ? { id: projectId } : {}) }),
      scope.em.find(Note, { deletedAt: { $ne: null }, ...(projectId ? { projectId } : {}) }),
      scope.em.find(Insight, { deletedAt: { $ne: null }, ...(projectId ? { projectId } : {}) }),
    ]);
    const projectIds = [...new Set([...notes, ...insights].map((n) => n.projectId))];
    const parents = projectIds.length ? await scope.em.find(Project, { id: { $in: projectIds } }) : [];
    const titles = new Map([...projects, ...parents].map((p) => [p.id, p.title]));
    const deleterIds = [
      ...new Set([...projects, ...notes, ...insights].map((x) => x.deletedBy).filter((id) => id !== null)),
    ];
    const members = deleterIds.length ? await scope.em.find(Member, { id: { $in: deleterIds } }) : [];
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
