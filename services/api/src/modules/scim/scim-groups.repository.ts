import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SQL_TRUE, type SqlCondition } from './scim-sql-filter.util';

/** A user group as SCIM sees it. */
export interface ScimGroupRow {
  id: string;
  name: string;
  external_id: string | null;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** An active member of a group. */
export interface ScimGroupMemberRow {
  group_id: string;
  id: string;
  name: string;
}

/** A PostgreSQL uuid[] literal of ids already checked. */
const idArray = (ids: string[]): string => `{${ids.join(',')}}`;

/**
 * The SQL of SCIM Groups over the workspace's user groups (the user-groups module's tables, as the
 * control plane writes members' rows): the same rows, names and limits, plus the IdP's externalId.
 * Every method runs through `em`, in its transaction when it has one.
 */
@Injectable()
export class ScimGroupsRepository {
  list(em: EntityManager, schemaName: string): Promise<ScimGroupRow[]> {
    return this.page(em, schemaName, SQL_TRUE, 'g.created_at, g.id', { offset: 0, limit: null });
  }

  /** The groups meeting `where` (over `g`, from scim-sql-filter), in `orderBy` order, a window of them. */
  page(
    em: EntityManager,
    schemaName: string,
    where: SqlCondition,
    orderBy: string,
    window: { offset: number; limit: number | null },
  ): Promise<ScimGroupRow[]> {
    return this.run<ScimGroupRow>(
      em,
      `select g.id, g.name, g.external_id, g.version, g.created_at, g.updated_at
         from ${inSchema(schemaName)('user_groups')} g where ${where.sql}
        order by ${orderBy} limit ? offset ?`,
      [...where.params, window.limit, window.offset],
    );
  }

  /** How many groups meet `where`. */
  async countWhere(em: EntityManager, schemaName: string, where: SqlCondition): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${inSchema(schemaName)('user_groups')} g where ${where.sql}`,
      where.params,
    );
    return row?.n ?? 0;
  }

  /** One group; `forUpdate` locks its row until the transaction ends (membership changes never race). */
  async findById(
    em: EntityManager,
    schemaName: string,
    id: string,
    forUpdate = false,
  ): Promise<ScimGroupRow | null> {
    const [row] = await this.run<ScimGroupRow>(
      em,
      `select id, name, external_id, version, created_at, updated_at
         from ${inSchema(schemaName)('user_groups')} where id = ? ${forUpdate ? 'for update' : ''}`,
      [id],
    );
    return row ?? null;
  }

  async count(em: EntityManager, schemaName: string): Promise<number> {
    const [row] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${inSchema(schemaName)('user_groups')}`,
    );
    return Number(row?.n ?? 0);
  }

  /** Which of displayName (ignoring case) and externalId another group has, if any. */
  async conflicting(
    em: EntityManager,
    schemaName: string,
    fields: { name: string; externalId: string | null },
    except: string | null,
  ): Promise<'displayName' | 'externalId' | null> {
    const [row] = await this.run<{ name: string }>(
      em,
      `select name from ${inSchema(schemaName)('user_groups')}
        where (lower(name) = lower(?) or external_id = ?) and id is distinct from ? limit 1`,
      [fields.name, fields.externalId, except],
    );
    if (!row) return null;
    return row.name.toLowerCase() === fields.name.toLowerCase() ? 'displayName' : 'externalId';
  }

  async insert(
    em: EntityManager,
    schemaName: string,
    group: { id: string; name: string; externalId: string | null; createdBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('user_groups')} (id, name, external_id, created_by) values (?, ?, ?, ?)`,
      [group.id, group.name, group.externalId, group.createdBy],
    );
  }

  /** Sets name and externalId and bumps the version (every change of the group or its members does). */
  async update(
    em: EntityManager,
    schemaName: string,
    id: string,
    fields: { name: string; externalId: string | null },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schemaName)('user_groups')}
          set name = ?, external_id = ?, version = version + 1, updated_at = now() where id = ?`,
      [fields.name, fields.externalId, id],
    );
  }

  /** Deletes a group and the project access it gave. */
  async delete(em: EntityManager, schemaName: string, id: string): Promise<void> {
    const table = inSchema(schemaName);
    await this.run(
      em,
      `delete from ${table('project_permissions')} where subject_kind = 'GROUP' and subject_id = ?`,
      [id],
    );
    await this.run(em, `delete from ${table('user_groups')} where id = ?`, [id]);
  }

  /** The active members of these groups, by name. */
  activeMembers(em: EntityManager, schemaName: string, groupIds: string[]): Promise<ScimGroupMemberRow[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    const table = inSchema(schemaName);
    return this.run<ScimGroupMemberRow>(
      em,
      `select gm.group_id, m.id, m.name
         from ${table('user_group_members')} gm join ${table('members')} m on m.id = gm.member_id
        where gm.group_id = any(?::uuid[]) and m.deactivated_at is null
        order by lower(m.name), m.id`,
      [idArray(groupIds)],
    );
  }

  /** The ids of the group's members (active or not). */
  async memberIds(em: EntityManager, schemaName: string, groupId: string): Promise<string[]> {
    const rows = await this.run<{ member_id: string }>(
      em,
      `select member_id from ${inSchema(schemaName)('user_group_members')} where group_id = ?`,
      [groupId],
    );
    return rows.map((row) => row.member_id);
  }

  /** The names of every user group the member belongs to (what IdP group mappings are matched with). */
  async groupNamesOfMember(em: EntityManager, schemaName: string, memberId: string): Promise<string[]> {
    const table = inSchema(schemaName);
    const rows = await this.run<{ name: string }>(
      em,
      `select g.name from ${table('user_group_members')} gm join ${table('user_groups')} g on g.id = gm.group_id
        where gm.member_id = ?`,
      [memberId],
    );
    return rows.map((row) => row.name);
  }

  /** The role of an active member, or null. */
  async roleOf(em: EntityManager, schemaName: string, memberId: string): Promise<string | null> {
    const [row] = await this.run<{ role: string }>(
      em,
      `select role from ${inSchema(schemaName)('members')} where id = ? and deactivated_at is null`,
      [memberId],
    );
    return row?.role ?? null;
  }

  /** How many of these ids are active members of the workspace. */
  async countActiveMembers(em: EntityManager, schemaName: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${inSchema(schemaName)('members')} where id = any(?::uuid[]) and deactivated_at is null`,
      [idArray(ids)],
    );
    return Number(row?.n ?? 0);
  }

  async addMembers(em: EntityManager, schemaName: string, groupId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('user_group_members')} (group_id, member_id)
       select ?, unnest(?::uuid[]) on conflict do nothing`,
      [groupId, idArray(ids)],
    );
  }

  async removeMembers(em: EntityManager, schemaName: string, groupId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.run(
      em,
      `delete from ${inSchema(schemaName)('user_group_members')} where group_id = ? and member_id = any(?::uuid[])`,
      [groupId, idArray(ids)],
    );
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
