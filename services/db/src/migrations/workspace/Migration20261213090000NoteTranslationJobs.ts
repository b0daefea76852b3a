import { Migration } from '@mikro-orm/migrations';

/**
 * Note translation as jobs (spec 001: "Translation ends as Success or Failure (error
 * UnsupportedLanguagePair or Error)"): `ai_translation_jobs` holds one row per request, the note, the
 * source and target languages, the state and progress, and once ended its outcome: the new note
 * (`translated_note_id`) on success, the error (`error_code`, `error_message`) on failure. At most one
 * live (QUEUED or RUNNING) job per note.
 */
export class Migration20261213090000NoteTranslationJobs extends Migration {
  override up(): void {
    this.addSql(`create table ai_translation_jobs (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      project_id uuid not null references projects (id) on delete cascade,
      source_language varchar(8) not null,
      target_language varchar(8) not null,
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
      progress int not null default 0 check (progress between 0 and 100),
      attempts int not null default 0,
      error_code varchar(32) null check (error_code in ('UnsupportedLanguagePair', 'Error')),
      error_message varchar(1000) null,
      translated_note_id uuid null references notes (id) on delete set null,
      ai_activity_id uuid null,
      requested_by uuid not null,
      cancelled_by uuid null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null)`);
    this.addSql(
      `create unique index ai_translation_jobs_live_unique on ai_translation_jobs (note_id) where status in ('QUEUED', 'RUNNING')`,
    );
    this.addSql(`create index ai_translation_jobs_note_index on ai_translation_jobs (note_id, created_at)`);
  }
}
