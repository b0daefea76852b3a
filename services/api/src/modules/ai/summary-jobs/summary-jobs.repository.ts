import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobStatusValue, JobRows } from '../../../common/job-rows.repository';

/** The states of a summary job, as the transcription jobs have them. */
export type SummaryJobStatusValue = JobStatusValue;

/** An ai_summary_jobs row as the driver returns it. */
export interface SummaryJobRow {
  id: string;
  note_id: string;
  project_id: string;
  framework: string;
  language: string;
  custom_prompt: string;
  status: SummaryJobStatusValue;
  progress: number;
  attempts: number;
  error_message: string | null;
  ai_activity_id: string | null;
  requested_by: string;
  cancelled_by: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const COLUMNS = `id, note_id, project_id, framework, language, custom_prompt, status, progress, attempts,
  error_message, ai_activity_id, requested_by, cancelled_by, created_at, started_at, finished_at`;

/** Every query of summary jobs; `schema` is the workspace's. */
@Injectable()
export class SummaryJobsRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases, 'ai_summary_jobs');
  }

  /** A job by id; `lock` holds it until the transaction ends. */
  findJob(em: EntityManager, schema: string, id: string, lock = false): Promise<SummaryJobRow | null> {
    return this.jobById<SummaryJobRow>(em, schema, COLUMNS, id, lock);
  }

  /** The note's QUEUED or RUNNING job, if any. */
  liveJobOfNote(em: EntityManager, schema: string, noteId: string): Promise<SummaryJobRow | null> {
    return this.liveJobWhere<SummaryJobRow>(em, schema, COLUMNS, 'note_id', noteId);
  }

  async insertJob(
    em: EntityManager,
    schema: string,
    job: {
      id: string;
      noteId: string;
      projectId: string;
      framework: string;
      language: string;
      customPrompt: string;
      by: string;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_summary_jobs')}
         (id, note_id, project_id, framework, language, custom_prompt, status, progress, requested_by)
       values (?, ?, ?, ?, ?, ?, 'QUEUED', 0, ?)`,
      [job.id, job.noteId, job.projectId, job.framework, job.language, job.customPrompt, job.by],
    );
  }

  async markRunning(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('ai_summary_jobs')}
       set status = 'RUNNING', progress = 0, started_at = coalesce(started_at, now()) where id = ?`,
      [id],
    );
  }

  /** Records progress of a running job (never of one that was cancelled meanwhile). */
  async advance(em: EntityManager, schema: string, id: string, progress: number): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('ai_summary_jobs')} set progress = ? where id = ? and status = 'RUNNING'`,
      [Math.max(0, Math.min(100, Math.round(progress))), id],
    );
  }

  async markCompleted(em: EntityManager, schema: string, id: string, aiActivityId: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('ai_summary_jobs')}
       set status = 'COMPLETED', progress = 100, ai_activity_id = ?, finished_at = now() where id = ?`,
      [aiActivityId, id],
    );
  }

  /** Marks a live job FAILED; false when it had ended already (cancelled, completed). */
  async markFailed(em: EntityManager, schema: string, id: string, message: string): Promise<boolean> {
    const rows = await this.run<{ id: string }>(
      em,
      `update ${inSchema(schema)('ai_summary_jobs')}
       set status = 'FAILED', error_message = ?, finished_at = now() where id = ? and status in ('QUEUED', 'RUNNING')
       returning id`,
      [message.slice(0, 1000), id],
    );
    return rows.length > 0;
  }

  /** What the job summarises: the note's title and text as they are when it runs. */
  async noteForJob(
    em: EntityManager,
    schema: string,
    noteId: string,
  ): Promise<{ id: string; project_id: string; title: string; content: string } | null> {
    const [row] = await this.run<{ id: string; project_id: string; title: string; content: string }>(
      em,
      `select n.id, n.project_id, n.title, n.content from ${inSchema(schema)('notes')} n
         join ${inSchema(schema)('projects')} p on p.id = n.project_id
        where n.id = ? and n.deleted_at is null and p.deleted_at is null`,
      [noteId],
    );
    return row ?? null;
  }
}
