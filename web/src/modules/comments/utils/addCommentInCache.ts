import type { ApolloCache } from '@apollo/client';
import type { CreateCommentMutation, CreateCommentMutationVariables } from '../../../gql/graphql';
import { COMMENTS_QUERY } from '../operations';

/**
 * After createComment: the new comment (a thread, or a reply, which carries its parentId) ends the
 * cached list of its target, oldest first as the server lists them, so the threads need no refetch.
 * The list is the one read with the mutation's own target, as the threads asked for it.
 */
export function addCommentInCache(
  cache: ApolloCache,
  { createComment: comment }: CreateCommentMutation,
  { input }: CreateCommentMutationVariables,
): void {
  cache.updateQuery(
    { query: COMMENTS_QUERY, variables: { targetType: input.targetType, targetId: input.targetId } },
    (data) =>
      data && !data.comments.some((cached) => cached.id === comment.id)
        ? { comments: [...data.comments, comment] }
        : data,
  );
}
