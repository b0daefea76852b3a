import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AiJobRows } from '../../../common/ai-job-rows.repository';
import type { JobStatusValue } from '../../../common/job-rows.repository';

/** How a translation ended in failure (spec 001: "error UnsupportedLanguagePair or Error"). */
export type TranslationErrorCode = 'UnsupportedLanguagePair' | 'Error';

/** An ai_translation_jobs row as the driver returns it. */
export interface TranslationJobRow {
  id: string;
  note_id: string;
  project_id: string;
  source_language: string;
  target_language: string;
  status: JobStatusValue;
  progress: number;
  attempts: number;
  error_code: TranslationErrorCode | null;
  error_message: string | null;
  translated_note_id: string | null;
  ai_activity_id: string | null;
  requested_by: string;
  cancelled_by: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

/** The stored columns of the note a job translates. */
export interface TranslationSource {
  id: string;
  project_id: string;
  title: string;
  content: string;
  content_json: Record<string, unknown> | string | null;
  ydoc: Uint8Array | null;
}

const COLUMNS = `id, note_id, project_id, source_language, target_language, status, progress, attempts, error_code,
  error_message, translated_note_id, ai_activity_id, requested_by, cancelled_by, created_at, started_at, finished_at`;

/** Every query of translation jobs; `schema` is the workspace's. */
@Injectable()
export class TranslationJobsRepository extends AiJobRows<TranslationJobRow> {
  constructor(databases: Databases) {
    super(databases, 'ai_translation_jobs', COLUMNS, 99);
  }

  /** The note's QUEUED or RUNNING translation job, if any. */
  liveJobOfNote(em: EntityManager, schema: string, noteId: string): Promise<TranslationJobRow | null> {
    return this.liveJobWhere<TranslationJobRow>(em, schema, COLUMNS, 'note_id', noteId);
  }

  /** Takes the lock two requests for one note meet on (a transaction-scoped advisory lock). */
  async lockNote(em: EntityManager, noteId: string): Promise<void> {
    await this.run(em, `select pg_advisory_xact_lock(hashtext(?))`, [`ai_translation_jobs:${noteId}`]);
  }

  /**
   * A new job: QUEUED for the worker, or at once FAILED with UnsupportedLanguagePair when the pair is
   * one nothing can translate (the job is kept so the member reads why, as any other ending).
   */
  async insertJob(
    em: EntityManager,
    schema: string,
    job: {
      id: string;
      noteId: string;
      projectId: string;
      sourceLanguage: string;
      targetLanguage: string;
      by: string;
      unsupported: string | null;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_translation_jobs')}
         (id, note_id, project_id, source_language, target_language, status, progress, requested_by,
          error_code, error_message, finished_at)
       values (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      [
        job.id,
        job.noteId,
        job.projectId,
        job.sourceLanguage,
        job.targetLanguage,
        job.unsupported === null ? 'QUEUED' : 'FAILED',
        job.by,
        job.unsupported === null ? null : 'UnsupportedLanguagePair',
        job.unsupported,
        job.unsupported === null ? null : new Date(),
      ],
    );
  }

  async markCompleted(
    em: EntityManager,
    schema: string,
    id: string,
    translatedNoteId: string,
    aiActivityId: string,
  ): Promise<void> {
    await this.markCompletedWith(em, schema, id, {
      translated_note_id: translatedNoteId,
      ai_activity_id: aiActivityId,
    });
  }

  /**
   * Marks a live job FAILED with its error, and the AI audit trail's row of a failed model when there
   * is one; false when it had ended already (cancelled, completed).
   */
  markFailed(
    em: EntityManager,
    schema: string,
    id: string,
    code: TranslationErrorCode,
    message: string,
    aiActivityId: string | null = null,
  ): Promise<boolean> {
    return this.markFailedWith(em, schema, id, message, {
      error_code: code,
      // Without one, whatever the job kept is left as it is.
      ...(aiActivityId === null ? {} : { ai_activity_id: aiActivityId }),
    });
  }

  /** The note a job translates, as stored now; null when it (or its project) is in the trash. */
  async noteForJob(em: EntityManager, schema: string, noteId: string): Promise<TranslationSource | null> {
    const [row] = await this.run<TranslationSource>(
      em,
      `select n.id, n.project_id, n.title, n.content, n.content_json, n.ydoc from ${inSchema(schema)('notes')} n
         join ${inSchema(schema)('projects')} p on p.id = n.project_id
        where n.id = ? and n.deleted_at is null and p.deleted_at is null`,
      [noteId],
    );
    return row ?? null;
  }
}
