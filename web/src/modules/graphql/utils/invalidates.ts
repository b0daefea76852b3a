import type { CacheUpdate } from './graphqlRequest';

/**
 * The cache update of a change that moves an object between lists the cache cannot place it in
 * (a project archived or unarchived): every cached list of the root field `fieldName` is forgotten,
 * so each is read afresh when a page next shows it (at once, for a page showing one now).
 */
export function invalidates(fieldName: string): CacheUpdate<unknown, unknown> {
  return (cache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };
}
