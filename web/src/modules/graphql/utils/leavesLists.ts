import type { Reference } from '@apollo/client';
import type { CacheUpdate } from './graphqlRequest';

/**
 * The cache update of a deletion whose page moves on right after (a view deleted from its own tab):
 * the object named by the `id` variable leaves every cached list of the root field `fieldName`, but
 * stays in the cache itself, so the page still showing it is not read again (and refused) before it
 * moves on. Elsewhere prefer evicts, which also empties lists held by other objects.
 */
export function leavesLists(fieldName: string): CacheUpdate<unknown, { id: string | number }> {
  return (cache, _data, { id }) =>
    cache.modify({
      fields: {
        [fieldName]: (existing: readonly Reference[], { readField }) =>
          existing.filter((ref) => readField('id', ref) !== String(id)),
      },
    });
}
