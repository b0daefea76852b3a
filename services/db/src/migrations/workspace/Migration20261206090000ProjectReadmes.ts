import { Migration } from '@mikro-orm/migrations';

/**
 * A project's readme (spec 000 §2 /projects/{projectId}/readme): a collaborative document like a
 * note's body (plain text, ProseMirror JSON, Yjs state), one per project, going with its project.
 */
export class Migration20261206090000ProjectReadmes extends Migration {
  override up(): void {
    this.addSql(`create table project_readmes (
      project_id uuid primary key references projects (id) on delete cascade,
      content text not null default '',
      content_json jsonb null,
      ydoc bytea null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
  }
}
