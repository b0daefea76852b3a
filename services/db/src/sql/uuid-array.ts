/**
 * A list of UUIDs as one PostgreSQL array literal, for a single `?::uuid[]` parameter (`= any(?)`,
 * `&&`, `@>`): one bound value whatever the length of the list, so the statement text stays the same.
 * The ids are already UUIDs (parsed or read from rows), so nothing in them needs quoting.
 */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
