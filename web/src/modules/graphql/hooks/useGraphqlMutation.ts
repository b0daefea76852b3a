import { useCallback, useState } from 'react';
import type { GraphqlOperation } from '../types/GraphqlOperation';
import { graphqlRequest } from '../utils/graphqlRequest';

export interface MutationState {
  loading: boolean;
  error: unknown;
  reset: () => void;
}

/** A mutation to run on demand: `run` resolves with the data or undefined (the error is kept in state). */
export function useGraphqlMutation<TData, TVariables>(
  operation: GraphqlOperation<TData, TVariables>,
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
