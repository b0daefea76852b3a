import { Migration } from '@mikro-orm/migrations';

/**
 * SAML Single Logout, second part (issue 32): the binding of the IdP's SingleLogoutService
 * (`redirect` or `post`, as its metadata names it), and the SessionIndex the IdP gave a sign-in, kept
 * with the sign-in under way and then with the session it started, so a LogoutRequest naming a
 * SessionIndex ends exactly those sessions and ours names the session signing out.
 */
export class Migration20261208110000SamlSloPostAndSessionIndex extends Migration {
  override up(): void {
    this.addSql(
      "alter table saml_connections add column idp_slo_binding varchar(8) not null default 'redirect'",
    );
    this.addSql('alter table saml_sign_in_requests add column session_index varchar(256) null');
    this.addSql('alter table sessions add column saml_session_index varchar(256) null');
  }
}
