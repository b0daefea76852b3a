import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions a person can see and end (issue 32): a public id to name one by (the token hash stays
 * server-side), when it was last used, and the browser and source address that started it.
 */
export class Migration20261202060000SessionDetails extends Migration {
  override up(): void {
    this.addSql(`alter table sessions
      add column id uuid not null default gen_random_uuid(),
      add column last_used_at timestamptz null,
      add column user_agent varchar(400) null,
      add column ip varchar(64) null`);
    this.addSql(`create unique index sessions_id_unique on sessions (id)`);
  }
}
