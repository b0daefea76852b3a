import type { CacheUpdate } from './graphqlRequest';

/**
 * The cache update of a mutation that deletes the object its `idVariable` (default `id`) names and
 * answers no list: the object leaves the cache, and with it every cached list that held it (Apollo
 * reads past a reference to an object it no longer has), so no list is read again for it. Counts
 * kept elsewhere are the caller's to update.
 */
export function evicts<V extends string = 'id'>(
  typename: string,
  idVariable?: V,
): CacheUpdate<unknown, Record<V, string | number>> {
  return (cache, _data, variables) => {
    const id = variables[idVariable ?? ('id' as V)];
    cache.evict({ id: cache.identify({ __typename: typename, id: String(id) }) });
    cache.gc();
  };
}
