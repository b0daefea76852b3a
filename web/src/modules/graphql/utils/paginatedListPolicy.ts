import type { FieldPolicy, Reference } from '@apollo/client';

/** Spec 000 §7: list fields are cached apart by these arguments. */
export const LIST_KEY_ARGS = ['condition', 'filter', 'orderBy'] as const;

type Listish = readonly (Reference | object)[];
type PageArgs = { offset?: number | null; after?: string | number | null } | null;

/** Whether this page starts the list again: no offset/after, or one that is 0 (spec 000 §7). */
export function startsList(args: PageArgs): boolean {
  if (!args) return true;
  const { offset, after } = args;
  const offsetStart = offset === undefined || offset === null || offset === 0;
  const afterStart = after === undefined || after === null || after === 0 || after === '0';
  return offsetStart && afterStart;
}

/** Appends `incoming` to `existing`, dropping nodes already there (the same cache reference). */
export function appendDistinct(existing: Listish, incoming: Listish): Listish {
  const seen = new Set<unknown>(existing.map(identity));
  const added = incoming.filter((node) => {
    const key = identity(node);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...existing, ...added];
}

/** A normalised node is compared by its reference string; anything else by object identity. */
function identity(node: Reference | object): unknown {
  return typeof node === 'object' && node !== null && '__ref' in node ? (node as Reference).__ref : node;
}

/**
 * The field policy of a paginated list (spec 000 §7): cached apart by condition, filter and orderBy
 * (plus `extraKeyArgs`, e.g. projectId); a page at offset or after 0 replaces the list, any later page
 * is appended and de-duplicated by reference. Use it for plain lists (`[Node!]!`) with offset/after args.
 */
export function paginatedListPolicy(extraKeyArgs: readonly string[] = []): FieldPolicy<Listish> {
  return {
    keyArgs: [...LIST_KEY_ARGS, ...extraKeyArgs],
    merge(existing, incoming, { args }) {
      if (!existing || startsList(args as PageArgs)) return incoming;
      return appendDistinct(existing, incoming);
    },
  };
}
