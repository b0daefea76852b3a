import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphqlStrings } from '../strings';
import { apolloClient } from './apolloClient';
import { GraphqlError } from './GraphqlError';
import { isMutation } from './isMutation';
import { toGraphqlError } from './toGraphqlError';

/**
 * How a mutation changes cached objects it does not answer itself (a list's order, an item gone, a
 * count): called with its answer and variables, in the same cache write as the answer.
 */
export type CacheUpdate<TData, TVariables> = (cache: ApolloCache, data: TData, variables: TVariables) => void;

/**
 * Runs one operation through the Apollo client outside a component (menus, undo, sign-out): a query
 * always asks the server, a mutation writes what it answers into the cache, then runs `update`.
 * Throws a GraphqlError.
 */
export async function graphqlRequest<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { anonymous?: boolean; update?: CacheUpdate<TData, TVariables> } = {},
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
  return data;
}
