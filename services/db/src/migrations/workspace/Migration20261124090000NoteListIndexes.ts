import { Migration } from '@mikro-orm/migrations';

/**
 * A project's notes list is read a page at a time in three orders (NoteOrderBy); each order gets an
 * index over the live notes, so page 1 of a 10,000-note project reads 50 index entries, not 10,000 rows.
 */
export class Migration20261124090000NoteListIndexes extends Migration {
  override up(): void {
    this.addSql(`create index notes_project_created_index on notes (project_id, created_at desc, id)
      where deleted_at is null`);
    this.addSql(`create index notes_project_updated_index on notes (project_id, updated_at desc, id)
      where deleted_at is null`);
    this.addSql(`create index notes_project_title_index on notes (project_id, title, id)
      where deleted_at is null`);
  }
}
