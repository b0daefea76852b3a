import { Migration } from '@mikro-orm/migrations';

/**
 * SAML 2.0 single sign-on (issue 32; spec 001 §3 connection strategies samlp, okta, adfs, waad,
 * pingfederate). `saml_connections`: one per workspace, the identity provider as its metadata
 * describes it (entity id, SSO URL, signing certificates). `saml_sign_in_requests`: each AuthnRequest
 * sent, until its response comes back (InResponseTo, RelayState, the browser's xsrf token) and then
 * until the browser collects the sign-in with its one-time ticket. `saml_assertions`: the ids of
 * assertions used, until they expire, so none is accepted twice. `sso_protocols`: which of OIDC and
 * SAML a workspace signs in with when both are configured. `saml_sp_keys`: the key each workspace's SP
 * signs its AuthnRequests with, made the first time its SP metadata or settings are read; the
 * private key is stored encrypted (AES-256-GCM with SECRETS_KEY, as the OIDC client secret).
 */
export class Migration20261202071000SamlConnections extends Migration {
  override up(): void {
    this.addSql(`create table saml_connections (
      team_id uuid primary key references teams (id) on delete cascade,
      id uuid not null unique,
      idp_entity_id text not null,
      idp_sso_url text not null,
      idp_certificates text[] not null,
      idp_metadata_url text null,
      email_attribute varchar(200) null,
      name_attribute varchar(200) null,
      default_role varchar(16) not null,
      trust_idp_emails boolean not null default false,
      tested_at timestamptz null,
      updated_at timestamptz not null default now())`);
    this.addSql(`create table saml_sign_in_requests (
      request_id varchar(100) primary key,
      team_id uuid not null references teams (id) on delete cascade,
      relay_state_hash varchar(64) not null,
      xsrf_token text not null,
      origin text not null,
      source varchar(40) not null,
      options jsonb not null default '{}',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ticket_hash varchar(64) null unique,
      account_id uuid null references accounts (id) on delete cascade,
      outcome varchar(40) null)`);
    this.addSql('create index saml_sign_in_requests_expiry_index on saml_sign_in_requests (expires_at)');
    this.addSql(`create table saml_assertions (
      team_id uuid not null references teams (id) on delete cascade,
      assertion_id varchar(256) not null,
      expires_at timestamptz not null,
      primary key (team_id, assertion_id))`);
    this.addSql('create index saml_assertions_expiry_index on saml_assertions (expires_at)');
    this.addSql(`create table saml_sp_keys (
      team_id uuid primary key references teams (id) on delete cascade,
      private_key_encrypted text not null,
      certificate text not null,
      created_at timestamptz not null default now())`);
    this.addSql(`create table sso_protocols (
      team_id uuid primary key references teams (id) on delete cascade,
      protocol varchar(8) not null,
      updated_at timestamptz not null default now())`);
  }
}
