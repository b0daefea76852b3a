import { Migration } from '@mikro-orm/migrations';

/**
 * Themes as jobs (issue 34: "long ones show progress in the UI", cancellable): `ai_theme_jobs` holds
 * one row per request, a project's or a tag's highlights (`scope_id`, the one of them asked for), the
 * amount and strictness, the requester's workspace role (what their run may read), the state and
 * progress, and once COMPLETED the run's themes (`result`), kept for the Themes panel. At most one
 * live (QUEUED or RUNNING) job per project or tag.
 */
export class Migration20261212090100AiThemeJobs extends Migration {
  override up(): void {
    this.addSql(`create table ai_theme_jobs (
      id uuid primary key,
      project_id uuid null references projects (id) on delete cascade,
      tag_id uuid null references tags (id) on delete cascade,
      scope_id uuid not null,
      amount varchar(16) not null,
      strictness varchar(16) not null,
      requester_role varchar(16) not null,
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')),
      progress int not null default 0 check (progress between 0 and 100),
      attempts int not null default 0,
      error_message varchar(1000) null,
      result jsonb null,
      ai_activity_id uuid null,
      requested_by uuid not null,
      cancelled_by uuid null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null,
      check (num_nonnulls(project_id, tag_id) >= 1))`);
    this.addSql(
      `create unique index ai_theme_jobs_live_unique on ai_theme_jobs (scope_id) where status in ('QUEUED', 'RUNNING')`,
    );
    this.addSql(`create index ai_theme_jobs_scope_index on ai_theme_jobs (scope_id, created_at)`);
  }
}
