import { Injectable } from '@nestjs/common';
import { ProjectStar, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How many live notes and insights a project holds. */
export interface ProjectCounts {
  notes: number;
  insights: number;
}

/** The SQL of projects; `schemaName` is the workspace's schema. */
@Injectable()
export class ProjectsRepository {
  /** The live notes and insights of every live project, by project id. */
  async counts(em: EntityManager, schemaName: string): Promise<Map<string, ProjectCounts>> {
    const table = inSchema(schemaName);
    const rows: { project_id: string; notes: string; insights: string }[] = await em.getConnection().execute(
      `select p.id as project_id,
              (select count(*) from ${table('notes')} n
                where n.project_id = p.id and n.deleted_at is null) as notes,
              (select count(*) from ${table('insights')} i where i.project_id = p.id and i.deleted_at is null) as insights
         from ${table('projects')} p where p.deleted_at is null`,
    );
    return new Map(rows.map((r) => [r.project_id, { notes: Number(r.notes), insights: Number(r.insights) }]));
  }

  /** The ids of the projects a member starred. */
  async starredIds(em: EntityManager, memberId: string): Promise<Set<string>> {
    const stars = await em.find(ProjectStar, { memberId });
    return new Set(stars.map((s) => s.projectId));
  }
}
