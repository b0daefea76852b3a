import type { SqlAttributes } from './scim-sql-filter.util';
import type { ScimSortSpec } from './scim-sort.util';

/**
 * The Group attributes SQL can filter by, over `user_groups g` (as toScimGroup maps them). Members are
 * not among them: a filter on members is matched in memory, over at most the 50 groups a workspace has.
 */
export const GROUP_SQL_ATTRIBUTES: SqlAttributes = {
  id: { expr: 'g.id::text', kind: 'string', caseExact: true },
  externalid: { expr: 'g.external_id', kind: 'string', caseExact: true },
  displayname: { expr: 'g.name', kind: 'string' },
};

const text = (expr: string) => `${expr} collate "C"`;

const GROUP_SORT_KEYS: Record<string, string> = {
  id: text('g.id::text'),
  externalid: text('g.external_id'),
  displayname: text('lower(g.name)'),
  'meta.created': 'g.created_at',
  'meta.lastmodified': 'g.updated_at',
};

const GROUP_DEFAULT_ORDER = 'g.created_at, g.id';

/**
 * ORDER BY of a Groups list as sortScimResources orders them, or null when the sort is by members
 * (their primary or first member's name, known only in memory).
 */
export function groupOrderBy(spec: ScimSortSpec | null): string | null {
  if (!spec) return GROUP_DEFAULT_ORDER;
  if (spec.path[0] === 'members') return null;
  const key = GROUP_SORT_KEYS[spec.path.join('.')];
  if (key === undefined) return GROUP_DEFAULT_ORDER;
  return `${key} ${spec.descending ? 'desc' : 'asc'} nulls last, ${GROUP_DEFAULT_ORDER}`;
}
