/**
 * Paths of items (spec 000 §2, §9): a title slug cut to 100 characters, a dash, and the short
 * base62 form of the item's UUID, e.g. `/data/customer-interview-ana-2xP1…`. The server accepts
 * a UUID, a short id or slug-short id wherever an id is asked for, so old UUID links keep working.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 62^22 > 2^128: the fixed width of a short id. */
const SHORT_ID_LENGTH = 22;
/** Spec 000 §9: slug titles cut to 100 chars. */
export const MAX_SLUG_LENGTH = 100;

/** A title as lower-case words joined by dashes (accents dropped), at most 100 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** The short base62 form of a UUID, as the server's toShortId makes it. */
export function toShortId(uuid: string): string {
  if (!UUID_PATTERN.test(uuid)) return uuid;
  let n = BigInt('0x' + uuid.replace(/-/g, ''));
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(SHORT_ID_LENGTH, '0');
}

/** The UUID a path segment names (a UUID, a short id or slug-short id), or null when it names none. */
export function idFromPathSegment(segment: string): string | null {
  if (UUID_PATTERN.test(segment)) return segment.toLowerCase();
  const short = segment.slice(segment.lastIndexOf('-') + 1);
  if (short.length === 0 || short.length > SHORT_ID_LENGTH) return null;
  let n = 0n;
  for (const ch of short) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    n = n * 62n + BigInt(digit);
  }
  if (n >= 1n << 128n) return null;
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `slug-shortId` for an item, or the short id alone when its title has no letters or digits. */
export function itemSegment(item: { id: string; title?: string | null }): string {
  const slug = slugify(item.title ?? '');
  const short = toShortId(item.id);
  return slug ? `${slug}-${short}` : short;
}

type Titled = { id: string; title?: string | null };

export const itemPaths = {
  project: (project: Titled, tab?: 'notes' | 'insights' | 'tags' | 'highlights' | 'charts' | 'readme') =>
    `/projects/${itemSegment(project)}${tab ? `/${tab}` : ''}`,
  note: (note: Titled) => `/data/${itemSegment(note)}`,
  insight: (insight: Titled) => `/insights/${itemSegment(insight)}`,
  tag: (tag: Titled) => `/tags/${itemSegment(tag)}`,
  /** Spec 000 §2: the settings page of a project's tags (its own and the workspace tags). */
  projectAccess: (project: Titled) => `/projects/${itemSegment(project)}/settings/access`,
  projectTags: (project: Titled) => `/settings/tags/${itemSegment(project)}`,
  tagBoard: (project: Titled, board: Titled) =>
    `/projects/${itemSegment(project)}/tags/b/${itemSegment(board)}`,
  folder: (folder: { id: string; name: string }) =>
    `/folders/${itemSegment({ id: folder.id, title: folder.name })}`,
} as const;
