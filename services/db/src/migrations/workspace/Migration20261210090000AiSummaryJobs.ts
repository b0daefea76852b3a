import { Migration } from '@mikro-orm/migrations';

/**
 * Note summaries generated as jobs (issue 34 "generate, stream", "jobs … cancellable; long ones show
 * progress"): `ai_summary_jobs` holds one row per request, what it asked for (framework, language,
 * custom prompt), its state and progress (sections begun of the framework's sections). The text a
 * model streams is never stored here: it travels to the open Summary tab as bus signals, and only a
 * finished job stores its summary (in note_summaries). At most one live (QUEUED or RUNNING) job per
 * note, so asking twice starts one.
 */
export class Migration20261210090000AiSummaryJobs extends Migration {
  override up(): void {
    this.addSql(`create table ai_summary_jobs (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      project_id uuid not null,
      framework varchar(32) not null,
      language varchar(16) not null,
      custom_prompt text not null default '',
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
      progress int not null default 0 check (progress between 0 and 100),
      attempts int not null default 0,
      error_message varchar(1000) null,
      ai_activity_id uuid null,
      requested_by uuid not null,
      cancelled_by uuid null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null)`);
    this.addSql(
      `create unique index ai_summary_jobs_live_unique on ai_summary_jobs (note_id) where status in ('QUEUED', 'RUNNING')`,
    );
    this.addSql(`create index ai_summary_jobs_note_index on ai_summary_jobs (note_id, created_at)`);
  }
}
