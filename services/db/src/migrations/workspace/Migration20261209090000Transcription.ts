import { Migration } from '@mikro-orm/migrations';

/**
 * Transcription (issue 34):
 * - `transcription_settings`: the workspace's default language and provider (one row at most);
 * - `project_transcription_settings`: a project's language (spec 001 §3 project "transcription
 *   language"); a project without a row follows the workspace;
 * - `transcription_jobs`: one job per request, its state, progress and the minutes it counted; at
 *   most one live (QUEUED or RUNNING) job per file, so asking twice starts one job.
 */
export class Migration20261209090000Transcription extends Migration {
  override up(): void {
    this.addSql(`create table transcription_settings (
      singleton boolean primary key default true check (singleton),
      default_language varchar(16) not null,
      provider varchar(16) not null check (provider in ('ENDPOINT', 'IMPORT_ONLY')),
      updated_by uuid not null,
      updated_at timestamptz not null default now())`);
    this.addSql(`create table project_transcription_settings (
      project_id uuid primary key references projects (id) on delete cascade,
      language varchar(16) not null,
      updated_by uuid not null,
      updated_at timestamptz not null default now())`);
    this.addSql(`create table transcription_jobs (
      id uuid primary key,
      file_id uuid not null references files (id) on delete cascade,
      note_id uuid not null,
      language varchar(16) not null,
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
      progress int not null default 0 check (progress between 0 and 100),
      minutes int not null default 0,
      model varchar(200) not null,
      detected_language varchar(32) null,
      cue_count int not null default 0,
      attempts int not null default 0,
      error_message varchar(1000) null,
      ai_activity_id uuid null,
      requested_by uuid not null,
      cancelled_by uuid null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null)`);
    this.addSql(
      `create unique index transcription_jobs_live_unique on transcription_jobs (file_id) where status in ('QUEUED', 'RUNNING')`,
    );
    this.addSql(`create index transcription_jobs_file_index on transcription_jobs (file_id, created_at)`);
    this.addSql(`create index transcription_jobs_month_index on transcription_jobs (created_at)`);
  }
}
