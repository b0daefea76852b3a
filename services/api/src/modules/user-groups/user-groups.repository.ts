import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface GroupRow {
  id: string;
  name: string;
  /** As the driver gives it: MikroORM keeps timestamps as text in raw queries. */
  created_at: string | Date;
}

/** An active member of a group. */
export interface GroupMemberRow {
  group_id: string;
  id: string;
  name: string;
  email: string;
}

/** A PostgreSQL uuid[] literal of ids already checked. */
const idArray = (ids: string[]): string => `{${ids.join(',')}}`;

/**
 * The SQL of user groups. Every method runs through `em`, in its transaction when it has one
 * (`list` and `activeMembers` read outside it, as a page does); `schemaName` is the workspace's schema.
 */
@Injectable()
export class UserGroupsRepository {
  /** Every group, by name. */
  list(em: EntityManager, schemaName: string): Promise<GroupRow[]> {
    return em
      .getConnection()
      .execute<GroupRow[]>(
        `select id, name, created_at from ${inSchema(schemaName)('user_groups')} order by lower(name)`,
      );
  }

  async findById(em: EntityManager, schemaName: string, id: string): Promise<GroupRow | null> {
    const [group] = await this.run<GroupRow>(
      em,
      `select id, name, created_at from ${inSchema(schemaName)('user_groups')} where id = ?`,
      [id],
    );
    return group ?? null;
  }

  async count(em: EntityManager, schemaName: string): Promise<number> {
    const [{ n }] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${inSchema(schemaName)('user_groups')}`,
    );
    return Number(n);
  }

  /** Whether another group (not `except`) has this name, ignoring case. */
  async nameTaken(
    em: EntityManager,
    schemaName: string,
    name: string,
    except: string | null,
  ): Promise<boolean> {
    const [taken] = await this.run(
      em,
      `select 1 from ${inSchema(schemaName)('user_groups')} where lower(name) = lower(?) and id is distinct from ?`,
      [name, except],
    );
    return taken !== undefined;
  }

  async insert(
    em: EntityManager,
    schemaName: string,
    id: string,
    name: string,
    createdBy: string,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('user_groups')} (id, name, created_by) values (?, ?, ?)`,
      [id, name, createdBy],
    );
  }

  async rename(em: EntityManager, schemaName: string, id: string, name: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schemaName)('user_groups')} set name = ?, updated_at = now() where id = ?`,
      [name, id],
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

  /** How many of these ids are active members. */
  async countActiveMembers(em: EntityManager, schemaName: string, ids: string[]): Promise<number> {
    const [{ n }] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${inSchema(schemaName)('members')} where id = any(?::uuid[]) and deactivated_at is null`,
      [idArray(ids)],
    );
    return Number(n);
  }

  /** The members' e-mail addresses, by id. */
  async emailsOf(em: EntityManager, schemaName: string, ids: string[]): Promise<Map<string, string>> {
    const rows = await this.run<{ id: string; email: string }>(
      em,
      `select id, email from ${inSchema(schemaName)('members')} where id = any(?::uuid[])`,
      [idArray(ids)],
    );
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  /** The ids of a group's members (active or not). */
  async memberIds(em: EntityManager, schemaName: string, groupId: string): Promise<string[]> {
    const rows = await this.run<{ member_id: string }>(
      em,
      `select member_id from ${inSchema(schemaName)('user_group_members')} where group_id = ?`,
      [groupId],
    );
    return rows.map((r) => r.member_id);
  }

  /** Puts members in a group; one already in it stays once. */
  async addMembers(em: EntityManager, schemaName: string, groupId: string, ids: string[]): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('user_group_members')} (group_id, member_id)
       select ?, unnest(?::uuid[]) on conflict do nothing`,
      [groupId, idArray(ids)],
    );
  }

  async removeMembers(em: EntityManager, schemaName: string, groupId: string, ids: string[]): Promise<void> {
    await this.run(
      em,
      `delete from ${inSchema(schemaName)('user_group_members')} where group_id = ? and member_id = any(?::uuid[])`,
      [groupId, idArray(ids)],
    );
  }

  /** The active members of these groups, by name. */
  activeMembers(em: EntityManager, schemaName: string, groupIds: string[]): Promise<GroupMemberRow[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<GroupMemberRow[]>(
      `select gm.group_id, m.id, m.name, m.email
         from ${table('user_group_members')} gm join ${table('members')} m on m.id = gm.member_id
        where gm.group_id = any(?::uuid[]) and m.deactivated_at is null
        order by lower(m.name)`,
      [idArray(groupIds)],
    );
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
