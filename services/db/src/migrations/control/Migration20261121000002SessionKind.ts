import { Migration } from '@mikro-orm/migrations';

/** Sessions gain a kind: browser sessions, and one-minute sign-in links that carry a sign-in to a workspace host. */
export class Migration20261121000002SessionKind extends Migration {
  override up(): void {
    this.addSql(`alter table sessions add column kind varchar(16) not null default 'browser'`);
  }
}
