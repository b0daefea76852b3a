import { Migration } from '@mikro-orm/migrations';

/**
 * Project export and import as files (issue 36, spec 001 §3 community export/import files). One row
 * a transfer: an EXPORT of `project_id` into the zip kept under `storage_key` (file storage), or an
 * IMPORT whose new project is `project_id`, its report (counts, the spec's old-to-new id mapping
 * tables, authorship placeholders) in `report`. `progress` is 0–100 for the web app's bar.
 */
export class Migration20261206090000ProjectTransfers extends Migration {
  override up(): void {
    this.addSql(`create table project_transfers (
      id uuid primary key,
      kind varchar(8) not null check (kind in ('EXPORT', 'IMPORT')),
      project_id uuid null references projects (id) on delete set null,
      project_title varchar(255) not null,
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
      progress int not null default 0 check (progress between 0 and 100),
      file_name varchar(255) not null,
      storage_key varchar(255) null,
      size_bytes bigint not null default 0,
      record_count int not null default 0,
      report jsonb null,
      error_code varchar(40) null,
      error_message varchar(1000) null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      finished_at timestamptz null)`);
    this.addSql(
      `create index project_transfers_created_by_index on project_transfers (created_by, created_at desc)`,
    );
  }
}
