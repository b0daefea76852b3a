import type { ApolloCache, Reference } from '@apollo/client';
import type { CreateTagGroupMutation } from '../../../gql/graphql';

/**
 * After createTagGroup: the cached board shows the new group as its last column (the server ranks
 * it after the others) and counts it, so neither the board nor the boards list is read again.
 */
export function addGroupInCache(cache: ApolloCache, { createTagGroup: group }: CreateTagGroupMutation): void {
  cache.modify({
    id: cache.identify({ __typename: 'TagBoard', id: group.boardId }),
    fields: {
      groups: (existing: readonly Reference[], { readField, toReference }) => {
        const added = toReference({ __typename: 'TagGroup', id: group.id });
        if (!added || existing.some((ref) => readField('id', ref) === group.id)) return existing;
        return [...existing, added];
      },
      groupCount: (count: number) => count + 1,
    },
  });
}
