import type { Reference } from '@apollo/client';
import type { CacheUpdate } from './graphqlRequest';

/**
 * The cache update of a rename in a list the server sorts by title: every cached list of the root
 * field `fieldName` (one per set of arguments, e.g. each project's tags) is in title order again,
 * so no list is read again for a new name. The answer itself lands on the renamed object.
 */
export function sortsByTitle(fieldName: string): CacheUpdate<unknown, unknown> {
  return (cache) =>
    cache.modify({
      fields: {
        [fieldName]: (existing: readonly Reference[], { readField }) =>
          [...existing].sort((a, b) =>
            (readField<string>('title', a) ?? '').localeCompare(readField<string>('title', b) ?? ''),
          ),
      },
    });
}
