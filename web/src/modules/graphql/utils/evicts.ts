import type { CacheUpdate } from './graphqlRequest';

/**
 * The cache update of a mutation that deletes the object its `id` variable names and answers only
 * true: the object leaves the cache, and with it every cached list that held it (Apollo reads past a
 * reference to an object it no longer has), so no list is read again for it. Counts kept elsewhere
 * are the caller's to update.
 */
export function evicts(typename: string): CacheUpdate<unknown, { id: string | number }> {
  return (cache, _data, { id }) => {
    cache.evict({ id: cache.identify({ __typename: typename, id: String(id) }) });
    cache.gc();
  };
}
