import { Migration } from '@mikro-orm/migrations';

/**
 * The insights auto feature (issue 34, spec 001's `insights` key): a theme of a completed theme job
 * drafted as an unpublished insight. `insights.ai_generated` marks an insight the AI drafted (search's
 * AI-generated filter finds it, as it finds accepted AI highlights); `ai_theme_insight_drafts` keeps
 * which insight each theme of a job became, one per theme of a job (a redelivered job, or a second
 * click, drafts nothing twice).
 */
export class Migration20261212090200ThemeInsightDrafts extends Migration {
  override up(): void {
    this.addSql(`alter table insights add column ai_generated boolean not null default false`);
    this.addSql(`create table ai_theme_insight_drafts (
      theme_job_id uuid not null references ai_theme_jobs (id) on delete cascade,
      theme_index int not null check (theme_index >= 0),
      insight_id uuid not null references insights (id) on delete cascade,
      ai_activity_id uuid not null,
      drafted_by uuid not null,
      created_at timestamptz not null default now(),
      primary key (theme_job_id, theme_index))`);
  }
}
