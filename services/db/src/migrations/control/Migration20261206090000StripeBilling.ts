import { Migration } from '@mikro-orm/migrations';

/*
 * Stripe billing (issue 33): the Stripe prices of the catalogue's plans, each workspace's Stripe
 * customer and subscription as last read from Stripe, and the ledger of webhook events that makes
 * each event count once.
 */
export class Migration20261206090000StripeBilling extends Migration {
  override up(): void {
    // A plan's price per interval, as created in the operator's Stripe account (README "Turning billing on").
    this.addSql(`create table plan_prices (
      stripe_price_id varchar(255) primary key,
      plan_reference varchar(60) not null,
      price_interval varchar(5) not null check (price_interval in ('month', 'year')),
      unique (plan_reference, price_interval))`);
    this.addSql(`alter table workspace_plans
      add column stripe_customer_id varchar(255) null unique,
      add column stripe_subscription_id varchar(255) null,
      add column stripe_subscription_created timestamptz null,
      add column stripe_price_id varchar(255) null,
      add column price_interval varchar(5) null,
      add column seats int null,
      add column current_period_end timestamptz null,
      add column cancel_at_period_end boolean not null default false`);
    // Each webhook event once: a row is written in the transaction that applies the event.
    this.addSql(`create table stripe_events (
      id varchar(255) primary key,
      type varchar(100) not null,
      team_id uuid null,
      outcome varchar(20) not null,
      received_at timestamptz not null default now())`);
  }
}
