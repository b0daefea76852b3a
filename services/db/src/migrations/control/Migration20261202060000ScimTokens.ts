import { Migration } from '@mikro-orm/migrations';

/**
 * SCIM bearer tokens (issue 32): one workspace each, created by a manager, stored as the secret's
 * SHA-256 only. They live in the control schema beside the API tokens, so a request's token is found
 * before its workspace's schema is known, and its workspace is then checked against the host.
 */
export class Migration20261202060000ScimTokens extends Migration {
  override up(): void {
    this.addSql(`create table scim_tokens (
      id uuid primary key,
      team_id uuid not null,
      name varchar(99) not null,
      token_hash varchar(64) not null unique,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz null,
      revoked_at timestamptz null
    )`);
    this.addSql('create index scim_tokens_team_index on scim_tokens (team_id, created_at desc)');
  }
}
