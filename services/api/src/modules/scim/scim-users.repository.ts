import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlAttributes, SqlCondition } from './scim-sql-filter.util';
import type { ScimSortSpec } from './scim-sort.util';

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

/**
 * The User attributes as SQL over the list query's `members m left join scim_users s` (the mapping
 * toScimUser makes in memory): what filters and sortBy run in PostgreSQL. `table` qualifies a table
 * of the workspace's schema.
 */
export function userSqlAttributes(table: (name: string) => string): SqlAttributes {
  return {
    id: { expr: 'm.id::text', kind: 'string', caseExact: true },
    externalid: { expr: 's.external_id', kind: 'string', caseExact: true },
    username: {
      expr: 'coalesce(s.user_name, m.email)',
      kind: 'string',
      // The userName is the SCIM row's, else the member's address: both indexed by lower().
      eqCandidates: (value) => ({
        sql: `m.id in (select member_id from ${table('scim_users')} where lower(user_name) = lower(?::text)
                        union all select id from ${table('members')} where lower(email) = lower(?::text))`,
        params: [value, value],
      }),
    },
    displayname: { expr: 'm.name', kind: 'string' },
    'name.formatted': { expr: 'm.name', kind: 'string' },
    'name.givenname': { expr: 's.given_name', kind: 'string' },
    'name.familyname': { expr: 's.family_name', kind: 'string' },
    // One e-mail per user: `emails[type eq "work"].value` is this element's.
    'emails.value': { expr: 'm.email', kind: 'string' },
    'emails.type': { expr: `'work'::text`, kind: 'string' },
    'emails.primary': { expr: 'true', kind: 'boolean' },
    active: { expr: '(m.deactivated_at is null)', kind: 'boolean' },
  };
}

/** A text sort key compared by code point, as JavaScript compares strings. */
const text = (expr: string) => `${expr} collate "C"`;

/** The sort keys as sortScimResources reads them from a User (strings folded unless case-exact). */
const USER_SORT_KEYS: Record<string, string> = {
  id: text('m.id::text'),
  externalid: text('s.external_id'),
  username: text('lower(coalesce(s.user_name, m.email))'),
  displayname: text('lower(m.name)'),
  'name.formatted': text('lower(m.name)'),
  'name.givenname': text('lower(s.given_name)'),
  'name.familyname': text('lower(s.family_name)'),
  emails: text('lower(m.email)'),
  'emails.value': text('lower(m.email)'),
  active: '(m.deactivated_at is null)',
  // ISO 8601 strings in memory: the same order as the instants.
  'meta.created': 'm.created_at',
  'meta.lastmodified': 'coalesce(s.updated_at, m.created_at)',
};

/** The list's creation order: the order of a list without sortBy, and every sort's tie-breaker. */
const USER_DEFAULT_ORDER = 'm.created_at, m.id';

/**
 * ORDER BY of a Users list, as sortScimResources orders them: strings by code point, resources
 * without the value last in either direction, ties in creation order. An attribute every User has
 * alike (emails.type) or none has leaves the creation order, as in memory.
 */
export function userOrderBy(spec: ScimSortSpec | null): string {
  const key = spec ? USER_SORT_KEYS[spec.path.join('.')] : undefined;
  if (!spec || key === undefined) return USER_DEFAULT_ORDER;
  return `${key} ${spec.descending ? 'desc' : 'asc'} nulls last, ${USER_DEFAULT_ORDER}`;
}
