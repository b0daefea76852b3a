import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AiJobRows } from '../../../common/ai-job-rows.repository';
import type { JobStatusValue } from '../../../common/job-rows.repository';
import type { ThemeRun } from './themes.service';

/** An ai_theme_jobs row as the driver returns it. */
export interface ThemeJobRow {
  id: string;
  project_id: string | null;
  tag_id: string | null;
  /** A channel's job: its data points' theme suggestions (result: their shape, not a ThemeRun). */
  channel_id: string | null;
  unthemed_only: boolean | null;
  scope_id: string;
  amount: string;
  /** Null on a channel job asked without one (every data point placed). */
  strictness: string | null;
  requester_role: string;
  status: JobStatusValue;
  progress: number;
  attempts: number;
  error_message: string | null;
  result: ThemeRun | null;
  ai_activity_id: string | null;
  requested_by: string;
  cancelled_by: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const COLUMNS = `id, project_id, tag_id, channel_id, unthemed_only, scope_id, amount, strictness, requester_role, status, progress, attempts,
  error_message, result, ai_activity_id, requested_by, cancelled_by, created_at, started_at, finished_at`;

/** Every query of theme jobs; `schema` is the workspace's. */
@Injectable()
export class ThemeJobsRepository extends AiJobRows<ThemeJobRow> {
  constructor(databases: Databases) {
    super(databases, 'ai_theme_jobs', COLUMNS, 99);
  }

  /** The project's or tag's QUEUED or RUNNING job, if any. */
  liveJobOf(em: EntityManager, schema: string, scopeId: string): Promise<ThemeJobRow | null> {
    return this.liveJobWhere<ThemeJobRow>(em, schema, COLUMNS, 'scope_id', scopeId);
  }

  /** The project's or tag's newest job, live or ended, or newest COMPLETED one (the Themes panel opens on them). */
  async latestJobOf(
    em: EntityManager,
    schema: string,
    scopeId: string,
    completed: boolean,
  ): Promise<ThemeJobRow | null> {
    const [row] = await this.run<ThemeJobRow>(
      em,
      `select ${COLUMNS} from ${inSchema(schema)('ai_theme_jobs')} where scope_id = ?
       ${completed ? "and status = 'COMPLETED'" : ''} order by created_at desc, id desc limit 1`,
      [scopeId],
    );
    return row ?? null;
  }

  /** Takes the lock two requests for one project or tag meet on (a transaction-scoped advisory lock). */
  async lockScope(em: EntityManager, scopeId: string): Promise<void> {
    await this.run(em, `select pg_advisory_xact_lock(hashtext(?))`, [`ai_theme_jobs:${scopeId}`]);
  }

  async insertJob(
    em: EntityManager,
    schema: string,
    job: {
      id: string;
      projectId: string | null;
      tagId: string | null;
      channelId?: string | null;
      unthemedOnly?: boolean | null;
      scopeId: string;
      amount: string;
      strictness: string | null;
      requesterRole: string;
      by: string;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_theme_jobs')}
         (id, project_id, tag_id, channel_id, unthemed_only, scope_id, amount, strictness, requester_role, status,
          progress, requested_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'QUEUED', 0, ?)`,
      [
        job.id,
        job.projectId,
        job.tagId,
        job.channelId ?? null,
        job.unthemedOnly ?? null,
        job.scopeId,
        job.amount,
        job.strictness,
        job.requesterRole,
        job.by,
      ],
    );
  }

  /** The run's themes (a channel job's: its suggestions) kept with the job, COMPLETED. */
  async markCompleted(
    em: EntityManager,
    schema: string,
    id: string,
    run: { aiActivityId: string },
  ): Promise<void> {
    await this.markCompletedWith(em, schema, id, {
      result: JSON.stringify(run),
      ai_activity_id: run.aiActivityId,
    });
  }

  /** Marks a live job FAILED; false when it had ended already. */
  markFailed(em: EntityManager, schema: string, id: string, message: string): Promise<boolean> {
    return this.markFailedWith(em, schema, id, message);
  }

  /** The insight a theme of a job was drafted as, if it was. */
  async draftOf(
    em: EntityManager,
    schema: string,
    jobId: string,
    themeIndex: number,
  ): Promise<{ insight_id: string } | null> {
    const [row] = await this.run<{ insight_id: string }>(
      em,
      `select insight_id from ${inSchema(schema)('ai_theme_insight_drafts')} where theme_job_id = ? and theme_index = ?`,
      [jobId, themeIndex],
    );
    return row ?? null;
  }

  /** Keeps which insight a theme of a job became (a newer draft replaces one moved to the trash). */
  async saveDraft(
    em: EntityManager,
    schema: string,
    draft: { jobId: string; themeIndex: number; insightId: string; aiActivityId: string; by: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_theme_insight_drafts')}
         (theme_job_id, theme_index, insight_id, ai_activity_id, drafted_by) values (?, ?, ?, ?, ?)
       on conflict (theme_job_id, theme_index) do update
         set insight_id = excluded.insight_id, ai_activity_id = excluded.ai_activity_id,
             drafted_by = excluded.drafted_by, created_at = now()`,
      [draft.jobId, draft.themeIndex, draft.insightId, draft.aiActivityId, draft.by],
    );
  }

  /** Marks an insight the AI drafted (search's AI-generated filter finds it). */
  async markInsightAiGenerated(em: EntityManager, schema: string, insightId: string): Promise<void> {
    await this.run(em, `update ${inSchema(schema)('insights')} set ai_generated = true where id = ?`, [
      insightId,
    ]);
  }

  /** Whether the workspace has this channel. */
  async channelExists(em: EntityManager, schema: string, channelId: string): Promise<boolean> {
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('channels')} where id = ?`,
      [channelId],
    );
    return rows.length > 0;
  }

  /** Whether a live (not trashed) insight has this id. */
  async insightIsLive(em: EntityManager, schema: string, insightId: string): Promise<boolean> {
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('insights')} where id = ? and deleted_at is null`,
      [insightId],
    );
    return rows.length > 0;
  }
}
