import { Migration } from '@mikro-orm/migrations';

/**
 * Insight summaries (issue 34: "Note summaries in the note sidebar's Summary tab (and insights)"):
 * one per insight, made from the insight's own text and the highlights it cites, by the same
 * frameworks as note summaries, at most the spec's 10240 characters.
 */
export class Migration20261210090100InsightSummaries extends Migration {
  override up(): void {
    this.addSql(`create table insight_summaries (
      insight_id uuid primary key references insights (id) on delete cascade,
      framework varchar(32) not null,
      language varchar(8) not null,
      content text not null check (char_length(content) <= 10240),
      provider varchar(24) not null,
      model varchar(200) not null,
      ai_activity_id uuid not null,
      generated_by uuid not null,
      generated_at timestamptz not null,
      edited_by uuid null,
      edited_at timestamptz null)`);
  }
}
