import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How much of each counted plan maximum a workspace uses, as the plan gate counts it. */
export interface PlanUsageCounts {
  maxProjects: number;
  maxProjectCategories: number;
  maxChannels: number;
  maxWorkspaceTagBoards: number;
}

/** The SQL of the plans page: the counts in the workspace's schema that plan maxima limit. */
@Injectable()
export class BillingRepository {
  async usage(em: EntityManager, schemaName: string): Promise<PlanUsageCounts> {
    const table = inSchema(schemaName);
    const [row] = await em
      .getConnection()
      .execute<{ projects: number; folders: number; channels: number; tag_boards: number }[]>(
        `select (select count(*)::int from ${table('projects')} where deleted_at is null) as projects,
              (select count(*)::int from ${table('project_categories')}) as folders,
              (select count(*)::int from ${table('channels')}) as channels,
              (select count(*)::int from ${table('tag_boards')}) as tag_boards`,
      );
    return {
      maxProjects: row.projects,
      maxProjectCategories: row.folders,
      maxChannels: row.channels,
      maxWorkspaceTagBoards: row.tag_boards,
    };
  }

  /** Paid seats in use (active managers and contributors) and viewers, counted apart (spec 001 §6). */
  async seats(em: EntityManager, schemaName: string): Promise<{ paid: number; viewers: number }> {
    const table = inSchema(schemaName);
    const [row] = await em.getConnection().execute<{ paid: number; viewers: number }[]>(
      `select count(*) filter (where role in ('MANAGER', 'CONTRIBUTOR'))::int as paid,
              count(*) filter (where role = 'VIEWER')::int as viewers
         from ${table('members')} where deactivated_at is null`,
    );
    return { paid: row.paid, viewers: row.viewers };
  }

  /** The member's e-mail (the Stripe customer's contact when first created). */
  async memberEmail(em: EntityManager, schemaName: string, accountId: string): Promise<string | null> {
    const [row] = await em
      .getConnection()
      .execute<{ email: string }[]>(`select email from ${inSchema(schemaName)('members')} where id = ?`, [
        accountId,
      ]);
    return row?.email ?? null;
  }
}
