import { Migration } from '@mikro-orm/migrations';

/** The control schema: workspaces, routes, identities, sessions, invites and API tokens. */
export class Migration20261121000000ControlInit extends Migration {
  override up(): void {
    this.addSql(`create table teams (
      id uuid primary key,
      name varchar(200) not null,
      subdomain varchar(63) not null unique,
      region varchar(8) not null,
      schema_name varchar(63) not null unique,
      allowed_email_domains text[] not null default '{}',
      logo_url text null,
      primary_color varchar(7) null,
      password_auth_enabled boolean not null default true,
      created_at timestamptz not null default now())`);
    this.addSql(`create table tenant_routes (
      subdomain varchar(63) primary key,
      team_id uuid not null references teams (id) on delete cascade,
      region varchar(8) not null,
      created_date timestamptz not null default now())`);
    this.addSql(`create index tenant_routes_team_id_index on tenant_routes (team_id)`);
    this.addSql(`create table accounts (
      id uuid primary key,
      email varchar(320) not null unique,
      name varchar(100) not null,
      password_hash text not null,
      created_at timestamptz not null default now())`);
    this.addSql(`create table memberships (
      account_id uuid not null references accounts (id) on delete cascade,
      team_id uuid not null references teams (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (account_id, team_id))`);
    this.addSql(`create index memberships_team_id_index on memberships (team_id)`);
    this.addSql(`create table invites (
      id uuid primary key,
      team_id uuid not null references teams (id) on delete cascade,
      email varchar(320) not null,
      role varchar(16) not null,
      message varchar(500) null,
      token_hash varchar(64) not null unique,
      invited_by uuid not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz null)`);
    this.addSql(`create index invites_email_index on invites (email)`);
    this.addSql(`create table sessions (
      token_hash varchar(64) primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null)`);
    this.addSql(`create index sessions_account_id_index on sessions (account_id)`);
    this.addSql(`create table api_tokens (
      id uuid primary key,
      team_id uuid not null references teams (id) on delete cascade,
      account_id uuid not null references accounts (id) on delete cascade,
      name varchar(99) not null,
      token_hash varchar(64) not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz null,
      revoked_at timestamptz null)`);
    this.addSql(`create index api_tokens_team_id_index on api_tokens (team_id)`);
  }
}
