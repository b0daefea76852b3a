import { Migration } from '@mikro-orm/migrations';

/**
 * Suggested highlights and tags (issue 34; spec 000 §3 highlightReason, suggestedTagIds, review
 * Accepted or Rejected; spec 001 §3 auto-feature keys):
 * - `ai_auto_features`: each auto feature On / Suggest / Off for the workspace (project_id null) or
 *   a project (a project without a row follows the workspace);
 * - `highlight_suggestions`: what the provider proposed for a note, kept apart from the members'
 *   highlights until reviewed; one per stretch of the note, so a repeated run adds nothing twice;
 * - `note_suggestion_runs`: the text each note was last read in, so the job runs once per text;
 * - `highlights.ai_generated` (the AiGenerated filter field), the reason it was suggested and the
 *   tags suggested for it (spec 000 §3 Highlight.highlightReason, suggestedTagIds).
 */
export class Migration20261208090000AiSuggestions extends Migration {
  override up(): void {
    this.addSql(`create table ai_auto_features (
      project_id uuid null references projects (id) on delete cascade,
      feature varchar(16) not null check (feature in ('summarize', 'highlights', 'tags', 'redact', 'insights')),
      mode varchar(8) not null check (mode in ('On', 'Suggest', 'Off')),
      updated_by uuid not null,
      updated_at timestamptz not null default now())`);
    this.addSql(
      `create unique index ai_auto_features_workspace_unique on ai_auto_features (feature) where project_id is null`,
    );
    this.addSql(
      `create unique index ai_auto_features_project_unique on ai_auto_features (project_id, feature) where project_id is not null`,
    );
    this.addSql(`create table highlight_suggestions (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      text varchar(4000) not null,
      start_offset int not null,
      end_offset int not null,
      highlight_reason varchar(500) not null,
      suggested_tag_ids uuid[] not null default '{}',
      provider varchar(24) not null,
      model varchar(200) not null,
      ai_activity_id uuid not null,
      review varchar(8) null check (review in ('Accepted', 'Rejected')),
      reviewed_by uuid null,
      reviewed_at timestamptz null,
      highlight_id uuid null,
      created_at timestamptz not null default now(),
      unique (note_id, start_offset, end_offset))`);
    this.addSql(`create table note_suggestion_runs (
      note_id uuid primary key references notes (id) on delete cascade,
      content_hash varchar(64) not null,
      ran_at timestamptz not null default now())`);
    this.addSql(`alter table highlights add column ai_generated boolean not null default false,
      add column highlight_reason varchar(500) null,
      add column suggested_tag_ids uuid[] not null default '{}'`);
    this.addSql(`create index highlights_ai_generated_index on highlights (note_id) where ai_generated`);
  }
}
