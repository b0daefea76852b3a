import { Migration } from '@mikro-orm/migrations';

/**
 * OIDC sign-in (issue 32). `sso_sign_in_states`: one row per sign-in under way, kept server-side and
 * deleted when the callback uses it (single use), keyed by the SHA-256 of the `state` sent to the
 * identity provider; it holds the PKCE verifier, the nonce and the spec's OAuth state (xsrfToken,
 * origin, source, options). `sso_identities`: which account an issuer's subject signs in as, so a
 * changed e-mail at the IdP still reaches the same account.
 */
export class Migration20261202061000SsoSignIn extends Migration {
  override up(): void {
    this.addSql(`create table sso_sign_in_states (
      state_hash varchar(64) primary key,
      team_id uuid not null references teams (id) on delete cascade,
      code_verifier text not null,
      nonce text not null,
      xsrf_token text not null,
      origin text not null,
      source varchar(40) not null,
      options jsonb not null default '{}',
      expires_at timestamptz not null)`);
    this.addSql(`create index sso_sign_in_states_expiry_index on sso_sign_in_states (expires_at)`);
    this.addSql(`create table sso_identities (
      team_id uuid not null references teams (id) on delete cascade,
      issuer text not null,
      subject varchar(255) not null,
      account_id uuid not null references accounts (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (team_id, issuer, subject))`);
  }
}
