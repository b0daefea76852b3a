import type { Filter } from 'scim2-parse-filter';
import { pathSegments } from './scim-attribute.util';

/** A piece of SQL with its `?` parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** How one SCIM attribute reads in SQL (its path lower-cased and dotted: `name.givenname`). */
export interface SqlAttribute {
  /** An expression over the list query's tables; never a parameter. */
  expr: string;
  kind: 'string' | 'boolean';
  /** Strings compared exactly (id, externalId); all others ignoring case (RFC 7643 §2.2). */
  caseExact?: boolean;
  /**
   * For `eq`: a condition an index can answer that every equal resource meets (a superset), added
   * to the comparison so PostgreSQL finds the few rows by index rather than reading them all.
   */
  eqCandidates?: (value: string) => SqlCondition;
}

export type SqlAttributes = Record<string, SqlAttribute>;

export const SQL_TRUE: SqlCondition = { sql: 'true', params: [] };

/**
 * The filter as an SQL condition that selects exactly the resources the in-memory matcher
 * (`matches` in scim-filter.util) accepts, or null when some part has no SQL here (gt/lt/ge/le,
 * an attribute without a column, a null or boolean compared with a string, a value path over an
 * attribute without element columns): the caller then matches in memory. A comparison with a null
 * column is null where the matcher says false; that is the same in `and`, `or` and WHERE, and `not`
 * coalesces it first, so the two-valued logic holds while plain comparisons stay indexable.
 */
export function filterToSql(filter: Filter, attributes: SqlAttributes): SqlCondition | null {
  switch (filter.op) {
    case 'and':
    case 'or': {
      const parts = filter.filters.map((f) => filterToSql(f, attributes));
      if (parts.some((p) => p === null)) return null;
      return join(parts as SqlCondition[], filter.op);
    }
    case 'not': {
      const inner = filterToSql(filter.filter, attributes);
      return inner && { sql: `(not coalesce(${inner.sql}, false))`, params: inner.params };
    }
    case '[]': {
      // A value path: its filter over one element. Only multi-valued attributes with one element
      // per resource have element columns (a user's one e-mail), so "the same element" holds.
      const prefix = `${pathSegments(filter.attrPath).join('.')}.`;
      const element: SqlAttributes = {};
      for (const [path, attribute] of Object.entries(attributes))
        if (path.startsWith(prefix)) element[path.slice(prefix.length)] = attribute;
      return Object.keys(element).length === 0 ? null : filterToSql(filter.valFilter, element);
    }
    case 'pr': {
      const attribute = attributes[pathSegments(filter.attrPath).join('.')];
      if (!attribute) return null;
      const sql =
        attribute.kind === 'boolean' ? `(${attribute.expr} is not null)` : `(${attribute.expr} <> '')`;
      return { sql, params: [] };
    }
    default:
      return compareToSql(filter.op, filter.attrPath, filter.compValue, attributes);
  }
}

/**
 * The parts of a filter SQL can select by, when the whole cannot: the translatable members of a
 * top-level `and` (each a necessary condition), else nothing. Candidates for in-memory matching.
 */
export function necessarySql(filter: Filter, attributes: SqlAttributes): SqlCondition {
  if (filter.op !== 'and') return filterToSql(filter, attributes) ?? SQL_TRUE;
  const parts = filter.filters
    .map((f) => filterToSql(f, attributes))
    .filter((p): p is SqlCondition => p !== null);
  return parts.length === 0 ? SQL_TRUE : join(parts, 'and');
}

function compareToSql(
  op: 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'lt' | 'ge' | 'le',
  attrPath: string,
  expected: unknown,
  attributes: SqlAttributes,
): SqlCondition | null {
  const attribute = attributes[pathSegments(attrPath).join('.')];
  if (!attribute || expected === null) return null;
  if (attribute.kind === 'boolean') {
    if (op !== 'eq' && op !== 'ne') return { sql: 'false', params: [] };
    // As the matcher: "True", "true" and true are all true; anything else equals neither.
    const wanted = String(expected).toLowerCase();
    const equal =
      wanted === 'true' ? `(${attribute.expr})` : wanted === 'false' ? `(not ${attribute.expr})` : 'false';
    return { sql: op === 'eq' ? equal : `(not coalesce(${equal}, false))`, params: [] };
  }
  // A string attribute compared with a boolean matches as the matcher's boolean rule: leave it to it.
  if (typeof expected === 'boolean') return null;
  const value = String(expected);
  const fold = (sql: string) => (attribute.caseExact ? sql : `lower(${sql})`);
  const actual = fold(attribute.expr);
  const param = fold('?::text');
  switch (op) {
    case 'eq': {
      const candidates = attribute.eqCandidates?.(value);
      return candidates
        ? { sql: `(${candidates.sql} and ${actual} = ${param})`, params: [...candidates.params, value] }
        : { sql: `(${actual} = ${param})`, params: [value] };
    }
    case 'ne':
      return { sql: `(not coalesce(${actual} = ${param}, false))`, params: [value] };
    case 'co':
      return { sql: `(strpos(${actual}, ${param}) > 0)`, params: [value] };
    case 'sw':
      return { sql: `starts_with(${actual}, ${param})`, params: [value] };
    case 'ew':
      return { sql: `(right(${actual}, char_length(?::text)) = ${param})`, params: [value, value] };
    default:
      // Ordering compares dates as instants and other strings by code unit: the matcher does it.
      return null;
  }
}

function join(parts: SqlCondition[], op: 'and' | 'or'): SqlCondition {
  return {
    sql: `(${parts.map((p) => p.sql).join(` ${op} `)})`,
    params: parts.flatMap((p) => p.params),
  };
}
