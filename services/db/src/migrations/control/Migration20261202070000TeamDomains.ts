import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace's e-mail domains (issue 32; spec 001 §5 organisation domains). Each is verified by a
 * DNS TXT record holding `verification_token`; a verified domain belongs to one workspace only (the
 * partial unique index), lists the workspace as `DOMAIN` among the available teams of confirmed
 * addresses, and routes "Sign in with SSO" by e-mail domain.
 */
export class Migration20261202070000TeamDomains extends Migration {
  override up(): void {
    this.addSql(`create table team_domains (
      id uuid primary key,
      team_id uuid not null references teams (id) on delete cascade,
      domain varchar(250) not null,
      verification_token varchar(64) not null,
      verified_at timestamptz null,
      created_at timestamptz not null default now(),
      unique (team_id, domain))`);
    this.addSql(
      'create unique index team_domains_verified_domain_index on team_domains (domain) where verified_at is not null',
    );
  }
}
