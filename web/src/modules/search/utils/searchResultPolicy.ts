import type { FieldPolicy } from '@apollo/client';

interface CachedItem {
  id?: unknown;
}
interface CachedResult {
  items: readonly CachedItem[];
  offset: number;
  [field: string]: unknown;
}

/** Everything of the request except where its page starts: one cached list per search. */
function searchKey(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '{}';
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  delete rest.offset;
  // Stable: object keys sorted at every depth, so the same request always has the same key.
  return JSON.stringify(rest, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * `Query.search` in the cache (spec 000 §7, paginated lists): one entry per request without its
 * offset (the limit stays in the key, so the tabs' counts never replace a page of results); a page
 * at offset 0 replaces the list, a later page is appended, an item already listed is not repeated.
 */
export const searchResultPolicy: FieldPolicy<CachedResult> = {
  keyArgs: (args) => `search:${searchKey(args?.input)}`,
  merge(existing, incoming, { args }) {
    const offset = (args?.input as { offset?: number } | undefined)?.offset ?? 0;
    if (!existing || offset === 0) return incoming;
    const seen = new Set(existing.items.map((item) => item.id));
    const added = incoming.items.filter((item) => !seen.has(item.id));
    return { ...incoming, offset: existing.offset, items: [...existing.items, ...added] };
  },
};
