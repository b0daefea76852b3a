import { Migration } from '@mikro-orm/migrations';

/**
 * Each account keeps its theme (spec 000 §3: legacy, browser-default, light, dark), so it follows
 * the member to every browser; existing accounts follow the browser until they pick one.
 */
export class Migration20261126040000AccountTheme extends Migration {
  override up(): void {
    this.addSql(`alter table accounts add column theme varchar(20) not null default 'browser-default'
      check (theme in ('legacy', 'browser-default', 'light', 'dark'))`);
  }
}
