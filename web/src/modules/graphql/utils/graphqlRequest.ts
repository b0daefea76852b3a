import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphqlStrings } from '../strings';
import { apolloClient } from './apolloClient';
import { GraphqlError } from './GraphqlError';
import { isMutation } from './isMutation';
import { refetchInTurn } from './refetchInTurn';
import { toGraphqlError } from './toGraphqlError';

/**
 * How a mutation changes cached objects it does not answer itself (a list's order, an item gone, a
 * count): called with its answer and variables, in the same cache write as the answer.
 */
export type CacheUpdate<TData, TVariables> = (cache: ApolloCache, data: TData, variables: TVariables) => void;

/** What a mutation makes stale besides its answer. */
export interface MutationEffects<TData, TVariables> {
  /** Cached objects it changes without answering them (see CacheUpdate). */
  update?: CacheUpdate<TData, TVariables>;
  /**
   * The watched queries (by operation name) whose answers are aggregates of what it changed (counts,
   * charts, filtered pages), read again before the mutation resolves: only those a page shows are
   * asked (in turn: see refetchInTurn). Awaited, so what the caller does next (the next batch of
   * an import) follows the reload; a read that fails shows on its own query and does not make the
   * mutation, which was made, look refused.
   */
  refetchQueries?: readonly string[];
}

/**
 * Runs one operation through the Apollo client outside a component (menus, undo, sign-out): a query
 * always asks the server, a mutation writes what it answers into the cache, then runs `update` and
 * reads `refetchQueries` again. Throws a GraphqlError.
 */
export async function graphqlRequest<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { anonymous?: boolean } & MutationEffects<TData, TVariables> = {},
): Promise<TData> {
  // `anonymous`: no cookies at all (the public insights mode of share and embed pages).
  const context = options.anonymous ? { credentials: 'omit' } : undefined;
  let data: TData | null | undefined;
  try {
    if (isMutation(document)) {
      const { update } = options;
      data = (
        await apolloClient().mutate<TData, TVariables>({
          mutation: document,
          variables,
          context,
          ...(update && {
            update: (cache: ApolloCache, result: { data?: TData | null }) => {
              if (result.data) update(cache, result.data, variables as TVariables);
            },
          }),
        } as never)
      ).data;
    } else {
      const result = await apolloClient().query<TData, TVariables>({
        query: document,
        variables,
        fetchPolicy: 'network-only',
        context,
      } as never);
      data = result.data as TData | undefined;
    }
  } catch (caught) {
    throw toGraphqlError(caught);
  }
  if (data === undefined || data === null) {
    throw new GraphqlError(graphqlStrings.genericError, 'INTERNAL_SERVER_ERROR', false);
  }
  if (options.refetchQueries?.length) await refetchInTurn(options.refetchQueries);
  return data;
}
