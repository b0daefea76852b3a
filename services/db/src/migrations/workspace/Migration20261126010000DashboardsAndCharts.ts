import { Migration } from '@mikro-orm/migrations';

/**
 * Dashboards and their charts (spec 000 §2, §3; issue 9). A chart is drawn from a stored search
 * request (the SearchInput shape, with its aggs and groupFn), checked like a search when saved, so
 * it always reads as the same search would. Charts list by rank on their dashboard.
 */
export class Migration20261126010000DashboardsAndCharts extends Migration {
  override up(): void {
    this.addSql(`create table dashboards (
      id uuid primary key,
      title varchar(300) not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index dashboards_updated_at_index on dashboards (updated_at desc)`);
    this.addSql(`create table charts (
      id uuid primary key,
      dashboard_id uuid not null references dashboards (id) on delete cascade,
      title varchar(300) not null,
      type varchar(16) not null,
      search jsonb not null,
      rank double precision not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index charts_dashboard_id_rank_index on charts (dashboard_id, rank)`);
  }
}
