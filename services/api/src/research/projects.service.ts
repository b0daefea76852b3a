import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  MAX_LENGTH,
  MAX_PROJECTS_PER_WORKSPACE,
  Role,
  parsePathId,
  rankBetween,
  requireText,
  roleSatisfies,
} from '@fieldnote/core';
import { Project, quoteSchema } from '@fieldnote/db';
import type { WorkspaceScope } from '../context/workspace-access.service';
import { recordEvent } from '../common/record-event';

export interface ProjectCounts {
  notes: number;
  insights: number;
}

/** Projects of one workspace: listing, reading, creating. */
@Injectable()
export class ProjectsService {
  async list(scope: WorkspaceScope): Promise<{ project: Project; counts: ProjectCounts }[]> {
    const projects = await scope.em.find(Project, {}, { orderBy: { rank: 'asc', createdAt: 'asc' } });
    const counts = await this.counts(scope);
    return projects.map((project) => ({
      project,
      counts: counts.get(project.id) ?? { notes: 0, insights: 0 },
    }));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<{ project: Project; counts: ProjectCounts }> {
    const project = await scope.em.findOne(Project, { id: parsePathId(rawId) });
    if (!project) throw AppError.notFound('Project');
    const counts = (await this.counts(scope)).get(project.id) ?? { notes: 0, insights: 0 };
    return { project, counts };
  }

  async create(scope: WorkspaceScope, input: { title: string; summary?: string | null }): Promise<Project> {
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR))
      throw AppError.forbidden('Viewers cannot make changes.');
    const title = requireText(input.title, 'Project title', MAX_LENGTH.projectTitle, 'Untitled project');
    const summary = input.summary
      ? requireText(input.summary, 'Project summary', MAX_LENGTH.projectSummary, undefined, 'multi-line')
      : null;
    return scope.em.transactional(async (em) => {
      // Serialise creations so two at once cannot both pass the limit.
      await em
        .getConnection()
        .execute(
          'select pg_advisory_xact_lock(hashtext(?))',
          [`projects:${scope.workspace.id}`],
          'all',
          em.getTransactionContext(),
        );
      const count = await em.count(Project, {});
      if (count >= MAX_PROJECTS_PER_WORKSPACE) {
        throw AppError.badInput(`A workspace can have at most ${MAX_PROJECTS_PER_WORKSPACE} projects.`);
      }
      // find + limit: MikroORM's findOne refuses an empty where.
      const [last] = await em.find(Project, {}, { orderBy: { rank: 'desc' }, limit: 1 });
      const project = em.create(Project, {
        id: randomUUID(),
        title,
        summary,
        rank: rankBetween(last?.rank ?? null, null).rank,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
      await recordEvent(em, 'project.created', scope.workspace.id, { projectId: project.id, title });
      return project;
    });
  }

  private async counts(scope: WorkspaceScope): Promise<Map<string, ProjectCounts>> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const rows: { project_id: string; notes: string; insights: string }[] = await scope.em
      .getConnection()
      .execute(
        `select p.id as project_id,
              (select count(*) from ${schema}.notes n where n.project_id = p.id) as notes,
              (select count(*) from ${schema}.insights i where i.project_id = p.id) as insights
         from ${schema}.projects p`,
      );
    return new Map(rows.map((r) => [r.project_id, { notes: Number(r.notes), insights: Number(r.insights) }]));
  }
}
