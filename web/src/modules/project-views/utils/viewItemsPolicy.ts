import type { FieldPolicy, Reference } from '@apollo/client';

interface CachedPage {
  items: readonly Reference[];
  offset: number;
  [field: string]: unknown;
}

/**
 * `Query.projectViewItems` in the cache (spec 000 §7, paginated lists): one entry per view and
 * filter; a page at offset 0 replaces the list, a later page is appended without repeating an item.
 */
export const viewItemsPolicy: FieldPolicy<CachedPage> = {
  keyArgs: ['viewId', 'filter'],
  merge(existing, incoming, { args }) {
    const offset = (args?.offset as number | null | undefined) ?? 0;
    if (!existing || offset === 0) return incoming;
    const seen = new Set(existing.items.map((item) => item.__ref));
    const added = incoming.items.filter((item) => !seen.has(item.__ref));
    return { ...incoming, offset: existing.offset, items: [...existing.items, ...added] };
  },
};
