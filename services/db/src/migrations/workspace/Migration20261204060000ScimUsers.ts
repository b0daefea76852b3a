import { Migration } from '@mikro-orm/migrations';

/**
 * What an identity provider says about a member over SCIM (issue 32): its userName, externalId and
 * name parts. One row per provisioned member; deleting the SCIM user deletes the row and deactivates
 * the member (their research stays attributed to them). userName and externalId are unique in the
 * workspace, userName case-insensitively as RFC 7643 §4.1.1 says. `version` backs the ETag.
 */
export class Migration20261204060000ScimUsers extends Migration {
  override up(): void {
    this.addSql(`create table scim_users (
      member_id uuid primary key references members (id),
      user_name varchar(320) not null,
      external_id varchar(255) null,
      given_name varchar(100) null,
      family_name varchar(100) null,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create unique index scim_users_user_name_unique on scim_users (lower(user_name))');
    this.addSql('create unique index scim_users_external_id_unique on scim_users (external_id)');
  }
}
