import { Migration } from '@mikro-orm/migrations';

/**
 * An insight's reels (spec 000 §2 /insights/{insightId}/reels/{reelId}): a named, ordered list of
 * audio/video highlight clips, at most 100 (spec 000 §9). The clips are highlight ids in playing
 * order; a highlight deleted later simply drops out when the reel is read. A reel goes with its
 * insight when that is deleted for good.
 */
export class Migration20261209100000Reels extends Migration {
  override up(): void {
    this.addSql(`create table reels (
      id uuid primary key,
      insight_id uuid not null references insights (id) on delete cascade,
      title varchar(200) not null,
      highlight_ids uuid[] not null default '{}',
      created_by uuid not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint reels_at_most_100_clips check (cardinality(highlight_ids) <= 100)
    )`);
    this.addSql('create index reels_insight_id_index on reels (insight_id)');
  }
}
