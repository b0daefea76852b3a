import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { type MutationEffects, graphqlRequest } from '../utils/graphqlRequest';

export interface MutationState {
  loading: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A mutation to run on demand through the Apollo client (never retried; entities it answers update the
 * cache): `run` resolves with the data or undefined, the GraphqlError is kept in state. Takes a generated
 * `graphql(…)` document. `update` changes what else the answer makes stale in the cache (see CacheUpdate);
 * `refetchQueries` names the shown queries it makes stale that the cache cannot work out (aggregates).
 */
export function useGraphqlMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: MutationEffects<TData, TVariables> & {
    /** Told of each refusal as it happens (a page's notice), besides keeping it in state. */
    onError?: (error: unknown) => void;
  } = {},
): [(variables: TVariables) => Promise<TData | undefined>, MutationState] {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const { update, refetchQueries, onError } = options;

  const run = useCallback(
    async (variables: TVariables) => {
      setLoading(true);
      setError(undefined);
      try {
        return await graphqlRequest(document, variables, { update, refetchQueries });
      } catch (caught) {
        setError(caught);
        onError?.(caught);
        return undefined;
      } finally {
        setLoading(false);
      }
    },
    [document, update, refetchQueries, onError],
  );
  const reset = useCallback(() => setError(undefined), []);
  return [run, { loading, error, reset }];
}
