import { Migration } from '@mikro-orm/migrations';

/*
 * The operator's changes of the plan catalogue (issue 33: every billing change is audited): a new
 * version of a plan or add-on, a plan's Stripe price, and the moving of workspaces to a latest version.
 * The catalogue belongs to no workspace, so its log lives here; a workspace moved also gets an entry
 * in its own audit log.
 */
export class Migration20261209090000PlanCatalogueChanges extends Migration {
  override up(): void {
    this.addSql(`create table plan_catalogue_changes (
      seq bigint generated always as identity primary key,
      occurred_at timestamptz not null default now(),
      actor_name varchar(100) not null,
      action varchar(40) not null check (action in ('VERSION_PUBLISHED', 'PRICE_SET', 'WORKSPACES_MOVED')),
      reference varchar(60) not null,
      version int not null,
      old_value jsonb null,
      new_value jsonb null)`);
    this.addSql(
      `create index plan_catalogue_changes_reference_index on plan_catalogue_changes (reference, seq)`,
    );
  }
}
