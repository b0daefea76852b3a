import type { ApolloCache, Reference } from '@apollo/client';
import type { MoveTagGroupMutation, MoveTagGroupMutationVariables } from '../../../gql/graphql';
import { placeAfter } from './placeAfter';

/**
 * After moveTagGroup: the cached board lists its groups in their new order. The mutation answers the
 * group, not the board; where the group goes follows from the move itself (right after `afterId`,
 * first when null), so the board needs no refetch. Ranks are not cached: the order is the list's.
 */
export function moveGroupInCache(
  cache: ApolloCache,
  { moveTagGroup: group }: MoveTagGroupMutation,
  { input }: MoveTagGroupMutationVariables,
): void {
  const afterId = input.afterId == null ? null : String(input.afterId);
  cache.modify({
    id: cache.identify({ __typename: 'TagBoard', id: group.boardId }),
    fields: {
      groups: (existing: readonly Reference[], { readField }) =>
        placeAfter(existing, (ref) => readField<string>('id', ref), group.id, afterId),
    },
  });
}
