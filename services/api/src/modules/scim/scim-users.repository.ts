import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlCondition } from './scim-sql-filter.util';

/** A member as SCIM sees it: the member row, with what the identity provider said when it provisioned it. */
export interface ScimUserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: string | Date;
  deactivated_at: string | Date | null;
  user_name: string | null;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  version: number | null;
  updated_at: string | Date | null;
}

/** The SCIM attributes stored for a provisioned member. */
export interface ScimUserFields {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
}

const SELECT = (table: (name: string) => string) =>
  `select m.id, m.name, m.email, m.role, m.created_at, m.deactivated_at,
          s.user_name, s.external_id, s.given_name, s.family_name, s.version, s.updated_at
     from ${table('members')} m left join ${table('scim_users')} s on s.member_id = m.id`;

/** Which members are SCIM users: every provisioned one, and every other active one. */
const IS_SCIM_USER = '(s.member_id is not null or m.deactivated_at is null)';

/**
 * The SQL of SCIM users. The Users resource is every provisioned member (active or deactivated) and
 * every other active member (so an identity provider can match existing people by userName); a
 * member removed by hand and never provisioned is not a SCIM user. `schemaName` is the workspace's.
 */
@Injectable()
export class ScimUsersRepository {
  /**
   * The SCIM users meeting `where` (over `m` and `s`), in `orderBy` order, `limit` of them from
   * `offset`. `where` comes from scim-sql-filter (expressions of ours, values as parameters).
   */
  page(
    em: EntityManager,
    schemaName: string,
    where: SqlCondition,
    orderBy: string,
    window: { offset: number; limit: number },
  ): Promise<ScimUserRow[]> {
    return this.run<ScimUserRow>(
      em,
      `${SELECT(inSchema(schemaName))} where ${IS_SCIM_USER} and ${where.sql}
        order by ${orderBy} limit ? offset ?`,
      [...where.params, window.limit, window.offset],
    );
  }

  /** How many SCIM users meet `where`. */
  async count(em: EntityManager, schemaName: string, where: SqlCondition): Promise<number> {
    const table = inSchema(schemaName);
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${table('members')} m left join ${table('scim_users')} s on s.member_id = m.id
        where ${IS_SCIM_USER} and ${where.sql}`,
      where.params,
    );
    return row?.n ?? 0;
  }

  /**
   * One SCIM user; `forUpdate` locks its member row until the transaction ends (no lost updates),
   * and then finds the member whatever their state: a member never provisioned whom this very
   * request deactivated is no SCIM user any more until the request stores its SCIM row.
   */
  async findById(
    em: EntityManager,
    schemaName: string,
    id: string,
    forUpdate = false,
  ): Promise<ScimUserRow | null> {
    const [row] = await this.run<ScimUserRow>(
      em,
      forUpdate
        ? `${SELECT(inSchema(schemaName))} where m.id = ? for update of m`
        : `${SELECT(inSchema(schemaName))} where m.id = ? and ${IS_SCIM_USER}`,
      [id],
    );
    return row ?? null;
  }

  /** The member with this address (active or not), provisioned or not. */
  async findByEmail(em: EntityManager, schemaName: string, email: string): Promise<ScimUserRow | null> {
    const [row] = await this.run<ScimUserRow>(
      em,
      `${SELECT(inSchema(schemaName))} where lower(m.email) = lower(?)`,
      [email],
    );
    return row ?? null;
  }

  /** The id of another provisioned member with this userName (ignoring case) or externalId, if any. */
  async conflicting(
    em: EntityManager,
    schemaName: string,
    fields: { userName: string; externalId: string | null },
    except: string | null,
  ): Promise<'userName' | 'externalId' | null> {
    const [row] = await this.run<{ user_name: string; external_id: string | null }>(
      em,
      `select user_name, external_id from ${inSchema(schemaName)('scim_users')}
        where (lower(user_name) = lower(?) or external_id = ?) and member_id is distinct from ?
        limit 1`,
      [fields.userName, fields.externalId, except],
    );
    if (!row) return null;
    return row.user_name.toLowerCase() === fields.userName.toLowerCase() ? 'userName' : 'externalId';
  }

  /** Stores (or replaces) the SCIM attributes of a member, bumping the version its ETag shows. */
  async upsert(
    em: EntityManager,
    schemaName: string,
    memberId: string,
    fields: ScimUserFields,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('scim_users')} (member_id, user_name, external_id, given_name, family_name)
       values (?, ?, ?, ?, ?)
       on conflict (member_id) do update set user_name = excluded.user_name,
         external_id = excluded.external_id, given_name = excluded.given_name,
         family_name = excluded.family_name, version = scim_users.version + 1, updated_at = now()`,
      [memberId, fields.userName, fields.externalId, fields.givenName, fields.familyName],
    );
  }

  /** Bumps the version (a change of the member row only, such as active). */
  async touch(em: EntityManager, schemaName: string, memberId: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schemaName)('scim_users')} set version = version + 1, updated_at = now() where member_id = ?`,
      [memberId],
    );
  }

  async setMemberName(em: EntityManager, schemaName: string, memberId: string, name: string): Promise<void> {
    await this.run(em, `update ${inSchema(schemaName)('members')} set name = ? where id = ?`, [
      name,
      memberId,
    ]);
  }

  async setMemberEmail(
    em: EntityManager,
    schemaName: string,
    memberId: string,
    email: string,
  ): Promise<void> {
    await this.run(em, `update ${inSchema(schemaName)('members')} set email = ? where id = ?`, [
      email,
      memberId,
    ]);
  }

  /** Forgets what the identity provider said (a SCIM DELETE); the member row and its work stay. */
  async deleteScimRow(em: EntityManager, schemaName: string, memberId: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schemaName)('scim_users')} where member_id = ?`, [memberId]);
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
