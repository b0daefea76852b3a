import type { ApolloCache } from '@apollo/client';
import type { CommentsQueryVariables } from '../../../gql/graphql';
import { COMMENTS_QUERY } from '../operations';
import { commentsAfterDelete } from './commentsAfterDelete';

/**
 * After deleteComment (which answers only true): the target's cached list shows what the server kept
 * (commentsAfterDelete), and the comments it removed leave the cache, so a link naming one reads it
 * again instead of showing it.
 */
export function deleteCommentInCache(cache: ApolloCache, target: CommentsQueryVariables, id: string): void {
  const removed: string[] = [];
  cache.updateQuery({ query: COMMENTS_QUERY, variables: target }, (data) => {
    if (!data) return data;
    const comments = commentsAfterDelete(data.comments, id);
    const kept = new Set(comments.map((comment) => comment.id));
    removed.push(...data.comments.filter((comment) => !kept.has(comment.id)).map((comment) => comment.id));
    return { comments };
  });
  for (const gone of removed) cache.evict({ id: cache.identify({ __typename: 'Comment', id: gone }) });
  cache.gc();
}
