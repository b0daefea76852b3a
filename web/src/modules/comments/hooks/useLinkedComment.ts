import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { COMMENT_QUERY } from '../operations';
import { useFocusedCommentId } from './useFocusedComment';

/**
 * The comment a `#comment-{id}` link opens, read with CommentQuery (the operation the client
 * batches, spec 000 §7), so the page knows where it is: on the note or on one of its highlights.
 */
export function useLinkedComment() {
  const id = useFocusedCommentId();
  const { data } = useGraphqlQuery(COMMENT_QUERY, { id: id ?? '' }, { skip: id === null });
  return id && data?.comment.id === id ? data.comment : null;
}
