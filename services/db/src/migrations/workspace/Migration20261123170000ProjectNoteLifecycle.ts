import { Migration } from '@mikro-orm/migrations';

/**
 * Project and note lifecycle (issue 8): a project's icon and colour, archiving, the trash (who
 * deleted what and when, so it can be listed and restored) and each member's starred projects.
 */
export class Migration20261123170000ProjectNoteLifecycle extends Migration {
  override up(): void {
    this.addSql(`alter table projects
      add column icon varchar(100) null,
      add column color varchar(7) null,
      add column archived_at timestamptz null,
      add column deleted_at timestamptz null,
      add column deleted_by uuid null`);
    this.addSql(`alter table notes
      add column deleted_at timestamptz null,
      add column deleted_by uuid null`);
    this.addSql(
      `create index projects_deleted_at_index on projects (deleted_at) where deleted_at is not null`,
    );
    this.addSql(`create index notes_deleted_at_index on notes (deleted_at) where deleted_at is not null`);
    this.addSql(`create table project_stars (
      project_id uuid not null references projects (id) on delete cascade,
      member_id uuid not null,
      created_at timestamptz not null default now(),
      primary key (project_id, member_id))`);
  }
}
