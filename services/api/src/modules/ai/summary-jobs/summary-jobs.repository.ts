import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AiJobRows } from '../../../common/ai-job-rows.repository';
import type { JobStatusValue } from '../../../common/job-rows.repository';

/** The states of a summary job, as the transcription jobs have them. */
export type SummaryJobStatusValue = JobStatusValue;

/** An ai_summary_jobs row as the driver returns it: a note's summary job or an insight's (one of the two ids). */
export interface SummaryJobRow {
  id: string;
  note_id: string | null;
  insight_id: string | null;
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

const COLUMNS = `id, note_id, insight_id, project_id, framework, language, custom_prompt, status, progress, attempts,
  error_message, ai_activity_id, requested_by, cancelled_by, created_at, started_at, finished_at`;

/** Every query of summary jobs; `schema` is the workspace's. */
@Injectable()
export class SummaryJobsRepository extends AiJobRows<SummaryJobRow> {
  constructor(databases: Databases) {
    // Progress is capped at 100 as it always was (summaryProgress never says more than 95).
    super(databases, 'ai_summary_jobs', COLUMNS, 100);
  }

  /** The note's QUEUED or RUNNING job, if any. */
  liveJobOfNote(em: EntityManager, schema: string, noteId: string): Promise<SummaryJobRow | null> {
    return this.liveJobWhere<SummaryJobRow>(em, schema, COLUMNS, 'note_id', noteId);
  }

  /** The insight's QUEUED or RUNNING job, if any. */
  liveJobOfInsight(em: EntityManager, schema: string, insightId: string): Promise<SummaryJobRow | null> {
    return this.liveJobWhere<SummaryJobRow>(em, schema, COLUMNS, 'insight_id', insightId);
  }

  async insertJob(
    em: EntityManager,
    schema: string,
    job: {
      id: string;
      noteId: string | null;
      insightId: string | null;
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
         (id, note_id, insight_id, project_id, framework, language, custom_prompt, status, progress, requested_by)
       values (?, ?, ?, ?, ?, ?, ?, 'QUEUED', 0, ?)`,
      [
        job.id,
        job.noteId,
        job.insightId,
        job.projectId,
        job.framework,
        job.language,
        job.customPrompt,
        job.by,
      ],
    );
  }

  async markCompleted(em: EntityManager, schema: string, id: string, aiActivityId: string): Promise<void> {
    await this.markCompletedWith(em, schema, id, { ai_activity_id: aiActivityId });
  }

  /** Marks a live job FAILED; false when it had ended already (cancelled, completed). */
  markFailed(em: EntityManager, schema: string, id: string, message: string): Promise<boolean> {
    return this.markFailedWith(em, schema, id, message);
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
