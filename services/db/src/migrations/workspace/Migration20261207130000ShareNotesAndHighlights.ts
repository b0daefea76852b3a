import { Migration } from '@mikro-orm/migrations';

/**
 * Share links of notes (`/p/data/{token}`) and of highlights (`/public-object/{token}`), beside those
 * of insights (issue 35): one table and one token space, each link naming exactly one of the three.
 * A link goes with what it shares when that is deleted for good.
 */
export class Migration20261207130000ShareNotesAndHighlights extends Migration {
  override up(): void {
    this.addSql('alter table share_links alter column insight_id drop not null');
    this.addSql(
      'alter table share_links add column note_id uuid null references notes (id) on delete cascade',
    );
    this.addSql(
      'alter table share_links add column highlight_id uuid null references highlights (id) on delete cascade',
    );
    this.addSql(
      `alter table share_links add constraint share_links_one_target check (num_nonnulls(insight_id, note_id, highlight_id) = 1)`,
    );
    this.addSql('create index share_links_note_id_index on share_links (note_id) where note_id is not null');
    this.addSql(
      'create index share_links_highlight_id_index on share_links (highlight_id) where highlight_id is not null',
    );
  }
}
