import { Migration } from '@mikro-orm/migrations';

/**
 * The region whose model answers a workspace's AI requests, when a manager chose one other than its
 * data region (spec 001 §3 allowChooseAiRegion): absent while the workspace uses its data region's.
 * In the control schema, beside the team, so every process routes a request by the workspace's id.
 */
export class Migration20261212090000WorkspaceAiRegions extends Migration {
  override up(): void {
    this.addSql(`create table workspace_ai_regions (
      team_id uuid primary key references teams (id) on delete cascade,
      region varchar(8) not null,
      updated_by uuid null,
      updated_at timestamptz not null default now())`);
  }
}
