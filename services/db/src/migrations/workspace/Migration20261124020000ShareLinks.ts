import { Migration } from '@mikro-orm/migrations';

/**
 * Public share links of insights (issue 8): a 12-character token per link, revocable. Links go with
 * their insight when it is deleted for good.
 */
export class Migration20261124020000ShareLinks extends Migration {
  override up(): void {
    this.addSql(`create table share_links (
      id uuid primary key,
      insight_id uuid not null references insights (id) on delete cascade,
      token varchar(12) not null unique check (token ~ '^[A-Za-z0-9]{12}$'),
      created_by uuid not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz null,
      revoked_by uuid null
    )`);
    this.addSql('create index share_links_insight_id_index on share_links (insight_id)');
    // Home lists published insights newest first.
    this.addSql(
      'create index insights_published_at_index on insights (published_at desc) where published and deleted_at is null',
    );
  }
}
