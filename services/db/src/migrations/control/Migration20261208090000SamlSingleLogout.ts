import { Migration } from '@mikro-orm/migrations';

/**
 * SAML Single Logout (issue 32): the IdP's SingleLogoutService (HTTP-Redirect) per connection, read
 * from its metadata or set by a manager; null: no single logout.
 */
export class Migration20261208090000SamlSingleLogout extends Migration {
  override up(): void {
    this.addSql('alter table saml_connections add column idp_slo_url varchar(2000) null');
  }
}
