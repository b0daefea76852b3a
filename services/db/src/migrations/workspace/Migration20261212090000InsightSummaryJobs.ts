import { Migration } from '@mikro-orm/migrations';

/**
 * Insight summaries run as the same streamed, cancellable jobs as note summaries (issue 34): a row of
 * `ai_summary_jobs` summarises either a note or an insight (exactly one of `note_id`, `insight_id`),
 * with at most one live (QUEUED or RUNNING) job per insight as per note.
 */
export class Migration20261212090000InsightSummaryJobs extends Migration {
  override up(): void {
    this.addSql(`alter table ai_summary_jobs alter column note_id drop not null`);
    this.addSql(
      `alter table ai_summary_jobs add column insight_id uuid null references insights (id) on delete cascade`,
    );
    this.addSql(
      `alter table ai_summary_jobs add constraint ai_summary_jobs_subject_check check (num_nonnulls(note_id, insight_id) = 1)`,
    );
    this.addSql(
      `create unique index ai_summary_jobs_insight_live_unique on ai_summary_jobs (insight_id) where status in ('QUEUED', 'RUNNING')`,
    );
    this.addSql(`create index ai_summary_jobs_insight_index on ai_summary_jobs (insight_id, created_at)`);
  }
}
