import { Migration } from '@mikro-orm/migrations';

/**
 * Saved feeds (spec 000 §2 /explore/{savedFeedId}, §9 title 200): a member's own saved searches,
 * each the search page's parameters. Tag chart options (spec 000 §3): one row per project with
 * the chart's metric, type, collapsed tag groups and hidden items, shared by the project's members.
 */
export class Migration20261126020000SavedFeedsAndTagCharts extends Migration {
  override up(): void {
    this.addSql(`create table saved_feeds (
      id uuid primary key,
      title varchar(200) not null,
      search text not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index saved_feeds_created_by_index on saved_feeds (created_by, created_at)`);
    this.addSql(`create table tag_chart_settings (
      project_id uuid primary key references projects (id) on delete cascade,
      metric varchar(20) not null default 'HIGHLIGHT_COUNT',
      chart_type varchar(20) not null default 'BAR',
      collapsed_group_ids uuid[] not null default '{}',
      hidden_item_ids uuid[] not null default '{}',
      updated_by uuid not null,
      updated_at timestamptz not null default now())`);
  }
}
