import { Migration } from '@mikro-orm/migrations';

/**
 * Rich, collaborative documents (issue 8): notes and insights keep their ProseMirror JSON and the Yjs
 * state the collaboration server merges edits into, beside the plain text search and export read.
 * Insights can be locked against edits.
 */
export class Migration20261124000000RichDocuments extends Migration {
  override up(): void {
    this.addSql(`alter table notes
      add column content_json jsonb null,
      add column ydoc bytea null`);
    this.addSql(`alter table insights
      add column content_json jsonb null,
      add column ydoc bytea null,
      add column locked_at timestamptz null,
      add column locked_by uuid null,
      add column deleted_at timestamptz null,
      add column deleted_by uuid null`);
  }
}
