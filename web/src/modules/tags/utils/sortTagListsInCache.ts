import type { ApolloCache, Reference } from '@apollo/client';

/**
 * After a tag was renamed: every cached tag list (the workspace's, each project's) is in title
 * order again, as the server sorts it, so no list is read again for a new name.
 */
export function sortTagListsInCache(cache: ApolloCache): void {
  cache.modify({
    fields: {
      tags: (existing: readonly Reference[], { readField }) =>
        [...existing].sort((a, b) =>
          (readField<string>('title', a) ?? '').localeCompare(readField<string>('title', b) ?? ''),
        ),
    },
  });
}
