import { isCaseExact, keyOf, pathSegments } from './scim-attribute.util';
import { scimErrors } from './scim.errors';

/**
 * Sorts resources as RFC 7644 §3.4.2.3 asks: by the value at `sortBy` (a multi-valued attribute by its
 * primary value, else its first), `sortOrder` ascending (the default) or descending, strings ignoring
 * case unless the attribute is case-exact, in code-point order with no locale. Resources without a
 * value come last in either order, so a page boundary never moves them about. The sort is stable.
 */
export function sortScimResources<T extends Record<string, unknown>>(
  resources: T[],
  sortBy: string | undefined,
  sortOrder: string | undefined,
): T[] {
  const spec = scimSortSpec(sortBy, sortOrder);
  if (spec === null) return resources;
  const { path } = spec;
  const exact = isCaseExact(path);
  const direction = spec.descending ? -1 : 1;
  const keyed = resources.map((resource, index) => ({
    resource,
    index,
    key: sortKey(resource, path, exact),
  }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === undefined ? 1 : -1;
    }
    const compared = compare(a.key, b.key);
    return compared === 0 ? a.index - b.index : compared * direction;
  });
  return keyed.map((k) => k.resource);
}

/** A checked sortBy/sortOrder pair: the attribute's lower-cased path and the direction. */
export interface ScimSortSpec {
  path: string[];
  descending: boolean;
}

/**
 * The sort a list request asks for, or null for none (sortOrder alone is ignored, as the RFC
 * allows); a sortOrder other than ascending/descending or a sortBy naming no attribute is refused.
 */
export function scimSortSpec(sortBy: string | undefined, sortOrder: string | undefined): ScimSortSpec | null {
  if (sortOrder !== undefined && sortBy === undefined) return null;
  if (sortBy === undefined || sortBy.trim() === '') return null;
  const order = (sortOrder ?? 'ascending').trim().toLowerCase();
  if (order !== 'ascending' && order !== 'descending')
    throw scimErrors.invalidValue('"sortOrder" must be "ascending" or "descending".');
  const path = pathSegments(sortBy);
  if (path.length === 0 || path.length > 2)
    throw scimErrors.invalidValue(`"sortBy" names no attribute: "${sortBy}".`);
  return { path, descending: order === 'descending' };
}

type Key = string | number | boolean;

function sortKey(resource: Record<string, unknown>, path: string[], exact: boolean): Key | undefined {
  let value: unknown = resource;
  for (const segment of path) {
    if (Array.isArray(value)) value = primaryOrFirst(value);
    if (value === null || typeof value !== 'object') return undefined;
    const key = keyOf(value as Record<string, unknown>, segment);
    if (key === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  // A multi-valued attribute named whole (`emails`): its primary or first value's `value`.
  if (Array.isArray(value)) {
    const chosen = primaryOrFirst(value);
    value =
      chosen !== null && typeof chosen === 'object' ? (chosen as Record<string, unknown>).value : chosen;
  }
  if (typeof value === 'string') return exact ? value : value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

function primaryOrFirst(values: unknown[]): unknown {
  return (
    values.find(
      (v) => v !== null && typeof v === 'object' && (v as { primary?: unknown }).primary === true,
    ) ?? values[0]
  );
}

function compare(a: Key, b: Key): number {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  // Mixed types (never within one well-formed attribute): by type name, so the order is total.
  return typeof a < typeof b ? -1 : 1;
}
