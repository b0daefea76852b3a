import { Migration } from '@mikro-orm/migrations';

/**
 * The regional outbox: every region database has one, written in the same transaction as the
 * workspace change it announces (any schema of that database), drained by the relay.
 */
export class Migration20261121000001RegionalOutbox extends Migration {
  override up(): void {
    this.addSql(`create table outbox_events (
      id uuid primary key,
      workspace_id uuid null,
      subject text not null,
      payload jsonb not null,
      occurred_at timestamptz not null default now(),
      published_at timestamptz null,
      attempts int not null default 0)`);
    this.addSql(
      `create index outbox_events_pending_index on outbox_events (occurred_at) where published_at is null`,
    );
  }
}
