import { Injectable } from '@nestjs/common';
import type { TranscriptionJobStatusValue, TranscriptionProviderValue } from '@fieldnote/core';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../common/job-rows.repository';

/** A transcription_jobs row as the driver returns it. */
export interface TranscriptionJobRow {
  id: string;
  file_id: string;
  note_id: string;
  language: string;
  status: TranscriptionJobStatusValue;
  progress: number;
  minutes: number;
  model: string;
  detected_language: string | null;
  cue_count: number;
  attempts: number;
  error_message: string | null;
  ai_activity_id: string | null;
  requested_by: string;
  cancelled_by: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

/** What the job reads of the file it transcribes. */
export interface JobFileRow {
  id: string;
  note_id: string;
  project_id: string;
  name: string;
  mime: string;
  file_type: string;
  status: string;
  storage_key: string;
  duration_ms: number | null;
  content_deleted_at: Date | null;
}

export interface TranscriptionSettingsRow {
  default_language: string;
  provider: TranscriptionProviderValue;
}

const JOB_COLUMNS = `id, file_id, note_id, language, status, progress, minutes, model, detected_language,
  cue_count, attempts, error_message, ai_activity_id, requested_by, cancelled_by, created_at, started_at, finished_at`;

/** Every query of transcription: settings, jobs and the file a job reads; `schema` is the workspace's. */
@Injectable()
export class TranscriptionRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases, 'transcription_jobs');
  }

  async settings(em: EntityManager, schema: string): Promise<TranscriptionSettingsRow | null> {
    const [row] = await this.run<TranscriptionSettingsRow>(
      em,
      `select default_language, provider from ${inSchema(schema)('transcription_settings')}`,
    );
    return row ?? null;
  }

  async saveSettings(
    em: EntityManager,
    schema: string,
    settings: { defaultLanguage: string; provider: TranscriptionProviderValue; by: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('transcription_settings')} (singleton, default_language, provider, updated_by, updated_at)
       values (true, ?, ?, ?, now())
       on conflict (singleton) do update set default_language = excluded.default_language,
         provider = excluded.provider, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [settings.defaultLanguage, settings.provider, settings.by],
    );
  }

  async projectLanguage(em: EntityManager, schema: string, projectId: string): Promise<string | null> {
    const [row] = await this.run<{ language: string }>(
      em,
      `select language from ${inSchema(schema)('project_transcription_settings')} where project_id = ?`,
      [projectId],
    );
    return row?.language ?? null;
  }

  /** Sets a project's language; null removes it, so the project follows the workspace. */
  async saveProjectLanguage(
    em: EntityManager,
    schema: string,
    projectId: string,
    language: string | null,
    by: string,
  ): Promise<void> {
    const table = inSchema(schema)('project_transcription_settings');
    if (language === null) {
      await this.run(em, `delete from ${table} where project_id = ?`, [projectId]);
      return;
    }
    await this.run(
      em,
      `insert into ${table} (project_id, language, updated_by, updated_at) values (?, ?, ?, now())
       on conflict (project_id) do update set language = excluded.language,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [projectId, language, by],
    );
  }

  /** A job by id; `lock` holds it until the transaction ends. */
  findJob(em: EntityManager, schema: string, id: string, lock = false): Promise<TranscriptionJobRow | null> {
    return this.jobById<TranscriptionJobRow>(em, schema, JOB_COLUMNS, id, lock);
  }

  /** A file's newest job (the one its page shows). */
  async latestJobOfFile(
    em: EntityManager,
    schema: string,
    fileId: string,
  ): Promise<TranscriptionJobRow | null> {
    const [row] = await this.run<TranscriptionJobRow>(
      em,
      `select ${JOB_COLUMNS} from ${inSchema(schema)('transcription_jobs')}
       where file_id = ? order by created_at desc, id desc limit 1`,
      [fileId],
    );
    return row ?? null;
  }

  /** The file's QUEUED or RUNNING job, if any. */
  liveJobOfFile(em: EntityManager, schema: string, fileId: string): Promise<TranscriptionJobRow | null> {
    return this.liveJobWhere<TranscriptionJobRow>(em, schema, JOB_COLUMNS, 'file_id', fileId);
  }

  async insertJob(
    em: EntityManager,
    schema: string,
    job: {
      id: string;
      fileId: string;
      noteId: string;
      language: string;
      minutes: number;
      model: string;
      by: string;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('transcription_jobs')}
         (id, file_id, note_id, language, status, progress, minutes, model, requested_by)
       values (?, ?, ?, ?, 'QUEUED', 0, ?, ?, ?)`,
      [job.id, job.fileId, job.noteId, job.language, job.minutes, job.model, job.by],
    );
  }

  /**
   * Minutes counted this calendar month (UTC): finished jobs and the live ones (reserved when they
   * start, so two requests at once cannot both pass the limit). Failed and cancelled jobs count nothing.
   */
  async minutesThisMonth(em: EntityManager, schema: string): Promise<number> {
    const [row] = await this.run<{ minutes: string | null }>(
      em,
      `select sum(minutes) as minutes from ${inSchema(schema)('transcription_jobs')}
       where status in ('QUEUED', 'RUNNING', 'COMPLETED')
         and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
    );
    return Number(row?.minutes ?? 0);
  }

  /** Serialises the workspace's job starts until the transaction ends (the monthly minutes check). */
  async lockStarts(em: EntityManager, schema: string): Promise<void> {
    await this.run(em, `select pg_advisory_xact_lock(hashtext(? || '.transcription_starts'))`, [schema]);
  }

  async markRunning(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('transcription_jobs')}
       set status = 'RUNNING', progress = greatest(progress, 5), started_at = coalesce(started_at, now())
       where id = ?`,
      [id],
    );
  }

  /** Moves a running job's progress forward (never back); nothing when it is no longer running. */
  async advance(em: EntityManager, schema: string, id: string, progress: number): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('transcription_jobs')} set progress = greatest(progress, ?)
       where id = ? and status = 'RUNNING'`,
      [progress, id],
    );
  }

  async markCompleted(
    em: EntityManager,
    schema: string,
    id: string,
    done: { minutes: number; cueCount: number; detectedLanguage: string | null; aiActivityId: string },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('transcription_jobs')}
       set status = 'COMPLETED', progress = 100, minutes = ?, cue_count = ?, detected_language = ?,
         ai_activity_id = ?, error_message = null, finished_at = now()
       where id = ?`,
      [done.minutes, done.cueCount, done.detectedLanguage?.slice(0, 32) ?? null, done.aiActivityId, id],
    );
  }

  async markFailed(
    em: EntityManager,
    schema: string,
    id: string,
    message: string,
    aiActivityId: string | null,
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('transcription_jobs')}
       set status = 'FAILED', error_message = ?, ai_activity_id = coalesce(?, ai_activity_id), finished_at = now()
       where id = ? and status in ('QUEUED', 'RUNNING')`,
      [message.slice(0, 1000), aiActivityId, id],
    );
  }

  async projectOfNote(em: EntityManager, schema: string, noteId: string): Promise<string | null> {
    const [row] = await this.run<{ project_id: string }>(
      em,
      `select project_id from ${inSchema(schema)('notes')} where id = ?`,
      [noteId],
    );
    return row?.project_id ?? null;
  }

  /** The file a job transcribes, with its note's project; null when it is gone. */
  async fileForJob(em: EntityManager, schema: string, fileId: string): Promise<JobFileRow | null> {
    const [row] = await this.run<JobFileRow>(
      em,
      `select f.id, f.note_id, n.project_id, f.name, f.mime, f.file_type, f.status, f.storage_key,
         f.duration_ms, f.content_deleted_at
       from ${inSchema(schema)('files')} f join ${inSchema(schema)('notes')} n on n.id = f.note_id
       where f.id = ? and n.deleted_at is null`,
      [fileId],
    );
    return row ?? null;
  }
}
