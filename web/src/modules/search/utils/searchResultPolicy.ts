import type { FieldPolicy } from '@apollo/client';

interface CachedItem {
  id?: unknown;
}
interface CachedResult {
  /** Absent when the query asks only for counts. */
  items?: readonly CachedItem[];
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
 * An estimated total (a relevance search with more matches than it ranks) becomes exact when a page
 * comes back short: the list has reached its end, so "Load more" is not offered past it.
 */
function settleEstimate(
  result: CachedResult,
  pageOffset: number,
  pageLength: number,
  limit: unknown,
): CachedResult {
  const ended = typeof limit === 'number' && pageLength < limit;
  return result.totalIsEstimate === true && ended
    ? { ...result, total: pageOffset + pageLength, totalIsEstimate: false }
    : result;
}

/**
 * `Query.search` in the cache (spec 000 §7, paginated lists): one entry per request without its
 * offset (the limit stays in the key, so the tabs' counts never replace a page of results); a page
 * at offset 0 replaces the list, a later page is appended, an item already listed is not repeated.
 */
export const searchResultPolicy: FieldPolicy<CachedResult> = {
  keyArgs: (args) => `search:${searchKey(args?.input)}`,
  merge(existing, incoming, { args }) {
    const input = args?.input as { offset?: number; limit?: unknown } | undefined;
    const offset = input?.offset ?? 0;
    const page = incoming.items;
    // The tabs' counts ask for no items: nothing to append or settle.
    if (!page) return incoming;
    if (!existing || offset === 0) return settleEstimate(incoming, offset, page.length, input?.limit);
    const seen = new Set((existing.items ?? []).map((item) => item.id));
    const added = page.filter((item) => !seen.has(item.id));
    return settleEstimate(
      { ...incoming, offset: existing.offset, items: [...(existing.items ?? []), ...added] },
      offset,
      page.length,
      input?.limit,
    );
  },
};
