import type { OperationVariables } from '@apollo/client';
import { useCallback, useState } from 'react';
import { graphqlRequest } from '../utils/graphqlRequest';
import type { AnyOperation } from '../utils/toDocument';

export interface MutationState {
  loading: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A mutation to run on demand through the Apollo client (never retried; entities it answers update the
 * cache): `run` resolves with the data or undefined, the GraphqlError is kept in state. Takes generated
 * `graphql(…)` documents; `defineOperation` strings still work but are deprecated.
 */
export function useGraphqlMutation<TData, TVariables extends OperationVariables>(
  operation: AnyOperation<TData, TVariables>,
): [(variables: TVariables) => Promise<TData | undefined>, MutationState] {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const run = useCallback(
    async (variables: TVariables) => {
      setLoading(true);
      setError(undefined);
      try {
        return await graphqlRequest(operation, variables);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setLoading(false);
      }
    },
    [operation],
  );
  const reset = useCallback(() => setError(undefined), []);
  return [run, { loading, error, reset }];
}
