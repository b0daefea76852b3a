import type { SqlAttributes } from './scim-sql-filter.util';
import type { ScimSortSpec } from './scim-sort.util';

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
