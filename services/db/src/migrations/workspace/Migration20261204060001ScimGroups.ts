import { Migration } from '@mikro-orm/migrations';

/**
 * SCIM Groups are the workspace's user groups (issue 32): the identity provider's id for a group
 * (`externalId`, unique in the workspace) and the version its ETag shows, bumped by every change.
 */
export class Migration20261204060001ScimGroups extends Migration {
  override up(): void {
    this.addSql('alter table user_groups add column external_id varchar(255) null');
    this.addSql('alter table user_groups add column version integer not null default 1');
    this.addSql('create unique index user_groups_external_id_unique on user_groups (external_id)');
  }
}
