import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace's OIDC single sign-on connection (issue 32; spec 001 §3 "OIDC connection config"). One
 * per workspace, in the control schema, because sign-in happens before any workspace schema is open.
 * The client secret is stored encrypted (AES-256-GCM with SECRETS_KEY), never in the clear.
 */
export class Migration20261202060000SsoConnections extends Migration {
  override up(): void {
    this.addSql(`create table sso_connections (
      team_id uuid primary key references teams (id) on delete cascade,
      id uuid not null unique,
      issuer text not null,
      client_id varchar(255) not null,
      client_secret_encrypted text not null,
      scopes text[] not null,
      email_claim varchar(100) not null,
      name_claim varchar(100) not null,
      groups_claim varchar(100) null,
      default_role varchar(16) not null,
      trust_issuer_emails boolean not null default false,
      -- When a manager's test sign-in last succeeded with this very configuration (a save clears it).
      tested_at timestamptz null,
      updated_at timestamptz not null default now())`);
  }
}
