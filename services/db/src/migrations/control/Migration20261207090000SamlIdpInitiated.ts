import { Migration } from '@mikro-orm/migrations';

/**
 * IdP-initiated SAML sign-in (issue 32), off unless a manager allows it per workspace: an
 * unsolicited response (a tile in the IdP's portal) answers no request of ours, so nothing binds it
 * to the browser it arrives in; the manager accepts that login-CSRF risk by turning it on.
 */
export class Migration20261207090000SamlIdpInitiated extends Migration {
  override up(): void {
    this.addSql('alter table saml_connections add column allow_idp_initiated boolean not null default false');
  }
}
