import { Migration } from '@mikro-orm/migrations';

/*
 * Billing operations (issue 33): the add-ons each workspace's Stripe subscription holds, and the
 * claims that let one replica of many run a scheduled job (the daily billing reconciliation).
 */
export class Migration20261207100000BillingOperations extends Migration {
  override up(): void {
    // An add-on of the catalogue bought as an item of the workspace's subscription, as last read from Stripe.
    this.addSql(`create table workspace_add_ons (
      team_id uuid not null references teams (id) on delete cascade,
      add_on_reference varchar(60) not null,
      add_on_version int not null,
      stripe_item_id varchar(255) not null,
      stripe_price_id varchar(255) not null,
      quantity int not null,
      primary key (team_id, add_on_reference))`);
    // One row per job and period: the replica that writes it runs the job; a claim left unfinished
    // past its lease (the replica died) may be taken over.
    this.addSql(`create table scheduled_job_runs (
      job varchar(60) not null,
      period varchar(40) not null,
      claimed_by varchar(100) not null,
      claimed_at timestamptz not null,
      finished_at timestamptz null,
      primary key (job, period))`);
  }
}
