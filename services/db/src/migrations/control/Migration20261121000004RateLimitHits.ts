import { Migration } from '@mikro-orm/migrations';

/** Rate-limited events (failed sign-ins, "find my workspace" mails), shared by every replica of the fleet. */
export class Migration20261121000004RateLimitHits extends Migration {
  override up(): void {
    this.addSql(`create table rate_limit_hits (
      bucket varchar(40) not null,
      key varchar(400) not null,
      at timestamptz not null default now())`);
    this.addSql(`create index rate_limit_hits_lookup_index on rate_limit_hits (bucket, key, at)`);
  }
}
