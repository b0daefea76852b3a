import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import type { CommentTargetType, DeleteCommentMutationVariables } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  CREATE_COMMENT_MUTATION,
  DELETE_COMMENT_MUTATION,
  REOPEN_COMMENT_MUTATION,
  RESOLVE_COMMENT_MUTATION,
  UPDATE_COMMENT_MUTATION,
} from '../operations';
import { addCommentInCache } from '../utils/addCommentInCache';
import { deleteCommentInCache } from '../utils/deleteCommentInCache';

/**
 * What a member does with the comments of one note, highlight or insight. Each change lands in the
 * cached threads: an edit, a resolve and a reopen answer the comment itself, a new comment joins its
 * target's list, a deletion leaves it as the server does. Each resolves true when it was made; the
 * latest refusal is `failure` until `dismiss`.
 */
export function useCommentActions(targetType: CommentTargetType, targetId: string) {
  const [create, createState] = useGraphqlMutation(CREATE_COMMENT_MUTATION, { update: addCommentInCache });
  const afterDelete = useCallback(
    (cache: ApolloCache, _deleted: unknown, { id }: DeleteCommentMutationVariables) =>
      deleteCommentInCache(cache, { targetType, targetId }, String(id)),
    [targetType, targetId],
  );
  const [remove, removeState] = useGraphqlMutation(DELETE_COMMENT_MUTATION, { update: afterDelete });
  const [update, updateState] = useGraphqlMutation(UPDATE_COMMENT_MUTATION);
  const [resolve, resolveState] = useGraphqlMutation(RESOLVE_COMMENT_MUTATION);
  const [reopen, reopenState] = useGraphqlMutation(REOPEN_COMMENT_MUTATION);
  const states = [createState, removeState, updateState, resolveState, reopenState];

  const made = (result: Promise<unknown>) => result.then((answer) => answer !== undefined);
  return {
    /** A new thread, or a reply to `parentId`'s thread. */
    comment: (body: string, parentId?: string) =>
      made(
        create({ input: { targetType, targetId, body, ...(parentId === undefined ? {} : { parentId }) } }),
      ),
    edit: (id: string, body: string) => made(update({ input: { id, body } })),
    remove: (id: string) => made(remove({ id })),
    resolve: (id: string) => made(resolve({ id })),
    reopen: (id: string) => made(reopen({ id })),
    failure: states.find((state) => state.error !== undefined)?.error,
    dismiss: () => states.forEach((state) => state.reset()),
  };
}
