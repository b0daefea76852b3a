import { Migration } from '@mikro-orm/migrations';

/**
 * A user group's version (its SCIM ETag, issue 32) changes whenever what SCIM shows of it changes,
 * whoever changes it: members added or removed (SCIM, the GraphQL user-group mutations, a member's
 * rows cascading away), and a member deactivated, reactivated or renamed (a Group lists its active
 * members by name). Triggers keep it so, as no write path can forget them. Statement-level for the
 * membership rows (a PATCH of 100 members bumps each group once); the functions run with the schema
 * they were created in as their search path, so they touch this workspace's tables only.
 */
export class Migration20261207090001UserGroupVersionFollowsMembers extends Migration {
  override up(): void {
    this.addSql(`create function user_groups_version_follows_memberships() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        update user_groups g set version = g.version + 1, updated_at = now()
         where g.id in (select distinct group_id from changed_memberships);
        return null;
      end $body$`);
    this.addSql(`create trigger user_group_members_added_version after insert on user_group_members
      referencing new table as changed_memberships
      for each statement execute function user_groups_version_follows_memberships()`);
    this.addSql(`create trigger user_group_members_removed_version after delete on user_group_members
      referencing old table as changed_memberships
      for each statement execute function user_groups_version_follows_memberships()`);

    this.addSql(`create function user_groups_version_follows_member() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        update user_groups g set version = g.version + 1, updated_at = now()
          from user_group_members gm
         where gm.member_id = new.id and g.id = gm.group_id;
        return null;
      end $body$`);
    this.addSql(`create trigger members_group_version after update of deactivated_at, name on members
      for each row when (old.deactivated_at is distinct from new.deactivated_at or old.name is distinct from new.name)
      execute function user_groups_version_follows_member()`);
  }
}
