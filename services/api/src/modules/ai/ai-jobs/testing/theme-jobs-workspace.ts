import { randomUUID } from 'node:crypto';
import type { WorkspaceRef } from '@fieldnote/control-plane';
import { Region, Role } from '@fieldnote/core';
import { WorkspaceProvisioner, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type TestDatabases, openTestDatabases } from '../../../../../../db/src/testing/test-platform';
import type { JobStatusValue } from '../../../../common/job-rows.repository';
import { type ThemeJobRow, ThemeJobsRepository } from '../../themes/theme-jobs.repository';
import { ThemeAmount, ThemeStrictness } from '../../themes/clustering-rules';

/** What a test may set on a queued job's row before it runs, as an earlier delivery or a member would have. */
export interface JobRowState {
  status?: JobStatusValue;
  progress?: number;
  attempts?: number;
}

/** A provisioned workspace whose ai_theme_jobs rows the shared AI job flow works on; `close` it after. */
export interface ThemeJobsWorkspace {
  workspace: WorkspaceRef;
  /** The workspace's owner, who asks for every job. */
  requester: string;
  /** The real theme job rows (any AiJobRows would do: the flow only moves their states). */
  jobs: ThemeJobsRepository;
  /** The workspace's entity manager, outside any request. */
  em(): EntityManager;
  /** A new QUEUED job of the workspace's project, inserted as the API does, then set to `state`. */
  queueJob(state?: JobRowState): Promise<string>;
  /** The job's row as PostgreSQL holds it. */
  rowOf(id: string): Promise<ThemeJobRow | null>;
  close(): Promise<void>;
}

/**
 * Opens a fresh test database with one provisioned workspace and one project, for the tests of the
 * flow every AI job runner shares (AiJobRunner, JobWatch): one per test file, each test its own jobs.
 */
export async function openThemeJobsWorkspace(): Promise<ThemeJobsWorkspace> {
  const db: TestDatabases = await openTestDatabases(4);
  const teamId = randomUUID();
  const requester = randomUUID();
  const region = Region.EU_A;
  const { schema } = await new WorkspaceProvisioner(db.databases).provision({
    teamId,
    region,
    owner: { id: requester, name: 'Rae Requester', email: `rae-${teamId}@example.com`, role: Role.MANAGER },
  });
  const workspace: WorkspaceRef = { id: teamId, name: 'W', subdomain: 'w', region, schemaName: schema };
  const jobs = new ThemeJobsRepository(db.databases);
  const em = () => jobs.workspaceEm(region, schema);
  const sql = (query: string, params: unknown[]) => em().getConnection().execute(query, params);
  const table = inSchema(schema);
  const projectId = randomUUID();
  await sql(`insert into ${table('projects')} (id, title, created_by) values (?, 'Project', ?)`, [
    projectId,
    requester,
  ]);
  return {
    workspace,
    requester,
    jobs,
    em,
    queueJob: async (state = {}) => {
      const id = randomUUID();
      // Its own scope, so jobs of one project never meet on its one-live-job index.
      await jobs.insertJob(em(), schema, {
        id,
        projectId,
        tagId: null,
        scopeId: id,
        amount: ThemeAmount.STANDARD,
        strictness: ThemeStrictness.STANDARD,
        requesterRole: Role.MANAGER,
        by: requester,
      });
      await sql(
        `update ${table('ai_theme_jobs')}
         set status = coalesce(?, status), progress = coalesce(?, progress), attempts = coalesce(?, attempts)
         where id = ?`,
        [state.status ?? null, state.progress ?? null, state.attempts ?? null, id],
      );
      return id;
    },
    rowOf: (id) => jobs.findJob(em(), schema, id),
    close: () => db.close(),
  };
}
