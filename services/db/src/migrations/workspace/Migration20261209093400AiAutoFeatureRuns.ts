import { Migration } from '@mikro-orm/migrations';

/**
 * The AI auto features beyond suggested highlights (issue 34; spec 001 §3 auto-feature keys): the
 * text each note was last read in by each auto feature (summarize, …), so the job runs once per text
 * of a note and feature, and a delivery repeated after a restart does nothing twice.
 */
export class Migration20261209093400AiAutoFeatureRuns extends Migration {
  override up(): void {
    this.addSql(`create table note_auto_feature_runs (
      note_id uuid not null references notes (id) on delete cascade,
      feature varchar(16) not null check (feature in ('summarize', 'highlights', 'tags', 'redact', 'insights')),
      content_hash varchar(64) not null,
      ran_at timestamptz not null default now(),
      primary key (note_id, feature))`);
  }
}
