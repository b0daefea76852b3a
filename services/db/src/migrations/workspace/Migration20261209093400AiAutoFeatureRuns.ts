import { Migration } from '@mikro-orm/migrations';

/**
 * The AI auto features beyond suggested highlights (issue 34; spec 001 §3 auto-feature keys): the
 * text each note was last read in by each auto feature (summarize, …), so the job runs once per text
 * of a note and feature, and a delivery repeated after a restart does nothing twice;
 * `redaction_suggestions`: personal data the redact feature found in a note (Suggest: waiting for a
 * member's review; On: applied at once), each with its record in the AI audit trail.
 */
export class Migration20261209093400AiAutoFeatureRuns extends Migration {
  override up(): void {
    this.addSql(`create table note_auto_feature_runs (
      note_id uuid not null references notes (id) on delete cascade,
      feature varchar(16) not null check (feature in ('summarize', 'highlights', 'tags', 'redact', 'insights')),
      content_hash varchar(64) not null,
      ran_at timestamptz not null default now(),
      primary key (note_id, feature))`);
    this.addSql(`create table redaction_suggestions (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      kind varchar(16) not null check (kind in ('EMAIL', 'PHONE', 'CARD_NUMBER', 'PERSON_NAME')),
      text varchar(400) not null,
      start_offset int not null,
      end_offset int not null,
      ai_activity_id uuid not null,
      review varchar(8) null check (review in ('Accepted', 'Rejected')),
      reviewed_by uuid null,
      reviewed_at timestamptz null,
      created_at timestamptz not null default now())`);
    this.addSql(
      `create index redaction_suggestions_note_index on redaction_suggestions (note_id, start_offset)`,
    );
  }
}
