import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace's sign-in rules (issue 32): single sign-on enforcement with its break-glass managers,
 * the session lifetimes (spec 001 §3 organisation metadata idleLifetime, absoluteLifetime, seconds,
 * 300 to 604800; null is the spec's 604800 s default), and IdP group names mapped to roles. Sessions
 * learn the workspace whose host they started on and how (password or SSO), so enforcement can end
 * the password ones and each request is held to its workspace's lifetimes.
 */
export class Migration20261205060000WorkspaceSecurity extends Migration {
  override up(): void {
    this.addSql(`create table workspace_security (
      team_id uuid primary key references teams (id) on delete cascade,
      sso_enforced boolean not null default false,
      break_glass_account_ids uuid[] not null default '{}',
      idle_lifetime integer null check (idle_lifetime between 300 and 604800),
      absolute_lifetime integer null check (absolute_lifetime between 300 and 604800),
      updated_at timestamptz not null default now())`);
    this.addSql(`create table idp_group_roles (
      team_id uuid not null references teams (id) on delete cascade,
      group_name varchar(255) not null,
      role varchar(16) not null check (role in ('MANAGER', 'CONTRIBUTOR', 'VIEWER')),
      workspace_admin boolean not null default false,
      created_at timestamptz not null default now())`);
    // IdP group names are matched without regard to case (Okta and Entra ID treat them so).
    this.addSql(`create unique index idp_group_roles_name on idp_group_roles (team_id, lower(group_name))`);
    this.addSql(`alter table sessions
      add column team_id uuid null,
      add column sign_in_method varchar(16) not null default 'password'`);
    this.addSql(`create index sessions_team_id on sessions (team_id) where team_id is not null`);
  }
}
