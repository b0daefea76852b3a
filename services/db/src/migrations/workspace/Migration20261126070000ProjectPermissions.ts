import { Migration } from '@mikro-orm/migrations';

/**
 * User groups and per-project permission sets (spec 000 §6, issue 10). A project's general access
 * is the group-wide entry that applies to every member (WRITE: open to the workspace, as every
 * project was before; NONE: private); user and group entries add READ, WRITE or FULL on top, and the
 * effective permission is the highest of them.
 */
export class Migration20261126070000ProjectPermissions extends Migration {
  override up(): void {
    this.addSql(`create table user_groups (
      id uuid primary key,
      name varchar(100) not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create unique index user_groups_name_unique on user_groups (lower(name))`);
    this.addSql(`create table user_group_members (
      group_id uuid not null references user_groups (id) on delete cascade,
      member_id uuid not null references members (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (group_id, member_id))`);
    // A member's groups, for the permission check on every request that touches a project.
    this.addSql(`create index user_group_members_member_id_index on user_group_members (member_id)`);
    this.addSql(`alter table projects add column general_access varchar(8) not null default 'WRITE'
      check (general_access in ('NONE', 'READ', 'WRITE', 'FULL'))`);
    this.addSql(`create table project_permissions (
      project_id uuid not null references projects (id) on delete cascade,
      subject_kind varchar(8) not null check (subject_kind in ('USER', 'GROUP')),
      subject_id uuid not null,
      permission varchar(8) not null check (permission in ('READ', 'WRITE', 'FULL')),
      created_by uuid not null,
      created_at timestamptz not null default now(),
      primary key (project_id, subject_kind, subject_id))`);
    this.addSql(`create index project_permissions_subject_index on project_permissions (subject_id)`);
  }
}
