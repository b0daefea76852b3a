import { createHash } from 'node:crypto';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key a GUID read from a file is matched by: braces and case dropped ("{A1…}" and "a1…" are the
 * same GUID, as tools write both). Null for an empty value.
 */
export function guidKey(raw: string | null | undefined): string | null {
  const value = (raw ?? '')
    .trim()
    .replace(/^\{(.*)\}$/, '$1')
    .toLowerCase();
  return value === '' ? null : value;
}

/** Whether a GUID read from a file has the schema's form (braced or not). */
export function isQdaGuid(raw: string | null | undefined): boolean {
  return GUID.test(guidKey(raw) ?? '');
}

/**
 * A stable GUID derived from names (a name-based UUID, version 5 layout): exporting the same project
 * twice gives its codings the same GUIDs, which tools use to recognise what they already have.
 */
export function derivedGuid(...names: string[]): string {
  const hash = createHash('sha1').update(names.join('\u0000')).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
