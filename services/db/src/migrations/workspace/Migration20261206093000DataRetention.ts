import { Migration } from '@mikro-orm/migrations';

/**
 * Data retention (issue 36; spec 000 §9, spec 001 §3 and §9): the workspace's policy (the row
 * without a project; `locked` makes every project follow it) and projects' overrides, each a period
 * of 30, 60, 90, 180 or 365 days (or none) for files and recordings, notes and the trash.
 * A notice is what managers were warned of: per project and kind, everything older than `cutoff`
 * (created, or moved to the trash, before it) goes once the notice's `deletes_at` (7 days after the
 * warning) has passed; the job counts its progress in `deleted` and marks an item `done_at`, so a
 * restarted job continues where it stopped. `files.content_deleted_at` marks a recording whose bytes
 * the policy removed while its transcript and highlights were kept.
 */
export class Migration20261206093000DataRetention extends Migration {
  override up(): void {
    this.addSql(`create table data_retention_policies (
      id uuid primary key,
      project_id uuid null references projects (id) on delete cascade,
      recordings_days int null check (recordings_days in (30, 60, 90, 180, 365)),
      notes_days int null check (notes_days in (30, 60, 90, 180, 365)),
      trash_days int null check (trash_days in (30, 60, 90, 180, 365)),
      keep_highlights_and_transcripts boolean not null default true,
      locked boolean not null default false,
      updated_by uuid null,
      updated_at timestamptz not null default now(),
      check (project_id is null or not locked))`);
    this.addSql(`create unique index data_retention_policies_project_unique
      on data_retention_policies (coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid))`);
    this.addSql(`create table data_retention_notices (
      id uuid primary key,
      warned_at timestamptz not null,
      deletes_at timestamptz not null,
      recordings int not null,
      notes int not null,
      trash int not null,
      completed_at timestamptz null)`);
    this.addSql(`create index data_retention_notices_open_index on data_retention_notices (deletes_at)
      where completed_at is null`);
    this.addSql(`create table data_retention_notice_items (
      notice_id uuid not null references data_retention_notices (id) on delete cascade,
      project_id uuid not null references projects (id) on delete cascade,
      category varchar(16) not null check (category in ('RECORDINGS', 'NOTES', 'TRASH')),
      days int not null,
      cutoff timestamptz not null,
      expected int not null,
      deleted int not null default 0,
      done_at timestamptz null,
      primary key (notice_id, project_id, category))`);
    this.addSql(`create index data_retention_notice_items_coverage_index
      on data_retention_notice_items (project_id, category, cutoff desc)`);
    this.addSql(`alter table files add column content_deleted_at timestamptz null`);
    this.addSql(`create index files_retention_index on files (note_id, created_at)
      where content_deleted_at is null and status <> 'UPLOADING'`);
    this.addSql(
      `create index insights_deleted_at_index on insights (deleted_at) where deleted_at is not null`,
    );
  }
}
