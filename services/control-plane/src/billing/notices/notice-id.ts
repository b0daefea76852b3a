import { createHash } from 'node:crypto';

/** A UUID (version 4 layout) derived from a string: the same notice for the same key, so a retry writes nothing twice. */
export function noticeId(value: string): string {
  const hex = createHash('sha256').update(value).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
