/** The core schemas' URNs: an attribute path may be prefixed with its schema's (RFC 7644 §3.10). */
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/** Attributes whose strings compare exactly; every other string compares ignoring case (RFC 7643 §2.2, §3.1, §4.1.1). */
const CASE_EXACT = new Set(['id', 'externalid', 'meta.version', 'meta.location']);

/** The path's segments, lower-cased, its schema URN prefix removed: `name.givenName` -> ['name', 'givenname']. */
export function pathSegments(path: string): string[] {
  let rest = path.trim();
  for (const urn of [SCIM_USER_SCHEMA, SCIM_GROUP_SCHEMA]) {
    if (rest.toLowerCase().startsWith(`${urn.toLowerCase()}:`)) rest = rest.slice(urn.length + 1);
  }
  return rest
    .split('.')
    .map((segment) => segment.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether strings of this (lower-cased, dotted) attribute compare exactly. */
export function isCaseExact(path: string[]): boolean {
  return CASE_EXACT.has(path.join('.'));
}

/** The key of `object` that names `segment`, ignoring case (attribute names are case-insensitive). */
export function keyOf(object: Record<string, unknown>, segment: string): string | undefined {
  return Object.keys(object).find((key) => key.toLowerCase() === segment);
}

/** The values at `path` in a resource; multi-valued attributes on the way are flattened. */
export function valuesAt(resource: unknown, path: string[]): unknown[] {
  let current: unknown[] = [resource];
  for (const segment of path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const key = keyOf(value as Record<string, unknown>, segment);
      if (key === undefined) continue;
      const found = (value as Record<string, unknown>)[key];
      if (Array.isArray(found)) next.push(...found);
      else if (found !== undefined && found !== null) next.push(found);
    }
    current = next;
  }
  return current;
}
