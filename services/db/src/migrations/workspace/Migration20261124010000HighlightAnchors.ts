import { Migration } from '@mikro-orm/migrations';

/**
 * Highlights anchored to their words (issue 8): Yjs relative positions of their first and last
 * character in the note's collaborative document, and whether their text has been deleted entirely
 * (detached: kept with its original quote, never silently lost). Highlights made before this have no
 * anchors; they get them the first time their note's document is opened or highlighted again.
 */
export class Migration20261124010000HighlightAnchors extends Migration {
  override up(): void {
    this.addSql(`alter table highlights
      add column start_anchor bytea null,
      add column end_anchor bytea null,
      add column detached boolean not null default false`);
  }
}
