import type { CommentFieldsFragment } from '../../../gql/graphql';

/**
 * A target's comments as the server leaves them after deleting `id` (deleteComment answers only
 * true): a thread's first comment that has replies stays without its text, so the replies still read
 * as a thread; anything else goes, and the last reply of an emptied first comment takes it along.
 */
export function commentsAfterDelete<T extends CommentFieldsFragment>(
  comments: readonly T[],
  id: string,
): T[] {
  const deleted = comments.find((comment) => comment.id === id);
  if (!deleted) return [...comments];
  const repliesOf = (rootId: string, list: readonly T[]) =>
    list.some((comment) => comment.parentId === rootId);
  if (deleted.parentId === null && repliesOf(id, comments)) {
    return comments.map((comment) =>
      comment.id === id
        ? { ...comment, deleted: true, body: '', mentions: [], canEdit: false, canDelete: false }
        : comment,
    );
  }
  const rest = comments.filter((comment) => comment.id !== id);
  const root = rest.find((comment) => comment.id === deleted.parentId);
  if (root?.deleted && !repliesOf(root.id, rest)) return rest.filter((comment) => comment.id !== root.id);
  return rest;
}
