import { Migration } from '@mikro-orm/migrations';

/**
 * REFI-QDA imports (issue 36): a QDPX or QDC file uploaded into a project and imported by a job. The
 * file is kept until the job has read it (then dropped, so a finished import holds only its report);
 * `report` lists what was skipped and why, `warnings` what did not validate but was imported anyway.
 */
export class Migration20261206100000RefiQdaImports extends Migration {
  override up(): void {
    this.addSql(`create table refi_qda_imports (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      file_name varchar(255) not null,
      format varchar(8) not null check (format in ('QDPX', 'QDC')),
      file bytea null,
      status varchar(16) not null check (status in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
      origin varchar(200) null,
      notes_created int not null default 0,
      tags_created int not null default 0,
      highlights_created int not null default 0,
      people_created int not null default 0,
      warnings jsonb not null default '[]',
      report jsonb not null default '[]',
      attempts int not null default 0,
      error_message varchar(1000) null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      finished_at timestamptz null)`);
    this.addSql(
      `create index refi_qda_imports_project_id_index on refi_qda_imports (project_id, created_at desc)`,
    );
  }
}
