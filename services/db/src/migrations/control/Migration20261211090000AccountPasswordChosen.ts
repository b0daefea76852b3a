import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the account's owner chose its password (issue 32). Accounts made by single sign-on or SCIM
 * get a random password nobody knows; the account page then offers to set one by e-mail instead of
 * asking for a current password its owner never had. Accounts made before this column were made
 * with a chosen password, or are treated so.
 */
export class Migration20261211090000AccountPasswordChosen extends Migration {
  override up(): void {
    this.addSql('alter table accounts add column password_chosen boolean not null default true');
  }
}
