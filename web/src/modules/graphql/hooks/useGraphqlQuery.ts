import { useCallback, useEffect, useState } from 'react';
import type { GraphqlOperation } from '../types/GraphqlOperation';
import { GraphqlError } from '../utils/GraphqlError';
import { graphqlRequest } from '../utils/graphqlRequest';
import { redirectToSignIn } from '../utils/redirectToSignIn';

export interface QueryState<TData> {
  data: TData | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
}

/** Runs a query on mount and whenever its variables change (not while `skip`); `refetch` runs it again. */
export function useGraphqlQuery<TData, TVariables>(
  operation: GraphqlOperation<TData, TVariables>,
  variables?: TVariables,
  options: { skip?: boolean } = {},
): QueryState<TData> {
  const skip = options.skip === true;
  const [data, setData] = useState<TData | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(!skip);
  const [version, setVersion] = useState(0);
  const variablesKey = JSON.stringify(variables ?? {});

  useEffect(() => {
    if (skip) return;
    let cancelled = false;
    setLoading(true);
    setError(undefined);
    graphqlRequest(operation, JSON.parse(variablesKey) as TVariables)
      .then((result) => {
        if (!cancelled) setData(result);
      })
      .catch((caught: unknown) => {
        if (cancelled) return;
        // A session that ended while the page was open: back to sign-in, then back here.
        if (caught instanceof GraphqlError && caught.errorCode === 'UNAUTHENTICATED') redirectToSignIn();
        setError(caught);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [operation, variablesKey, version, skip]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, refetch };
}
