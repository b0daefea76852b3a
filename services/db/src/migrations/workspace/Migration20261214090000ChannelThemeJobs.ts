import { Migration } from '@mikro-orm/migrations';

/**
 * A channel's theme suggestions as theme jobs (issue 34: long AI work runs off the request, with
 * progress, cancellable): an `ai_theme_jobs` row may be a channel's (`channel_id`, also its
 * `scope_id`), with the channel's choice of only the data points in no theme (`unthemed_only`) and
 * no strictness (every data point placed), its suggestions kept in `result` once COMPLETED.
 */
export class Migration20261214090000ChannelThemeJobs extends Migration {
  override up(): void {
    this.addSql(`alter table ai_theme_jobs
      add column channel_id uuid null references channels (id) on delete cascade,
      add column unthemed_only boolean null,
      alter column strictness drop not null`);
    this.addSql(`alter table ai_theme_jobs drop constraint ai_theme_jobs_check`);
    this.addSql(
      `alter table ai_theme_jobs add constraint ai_theme_jobs_scope_check check (num_nonnulls(project_id, tag_id, channel_id) >= 1)`,
    );
  }
}
