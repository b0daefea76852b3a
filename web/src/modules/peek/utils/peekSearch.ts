/** The search parameter that holds the peeked item's address: `/projects/p/notes?peek=/data/…`. */
export const PEEK_PARAM = 'peek';

/**
 * `search` with the peek set to `path`, or without it when `path` is null; the page's own
 * parameters (a list's filter and page) are kept.
 */
export function searchWithPeek(search: string, path: string | null): string {
  const params = new URLSearchParams(search);
  if (path === null) params.delete(PEEK_PARAM);
  else params.set(PEEK_PARAM, path);
  const out = params.toString();
  return out ? `?${out}` : '';
}
