import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { toGraphqlError } from '../utils/toGraphqlError';
import { redirectToSignIn } from '../utils/redirectToSignIn';

export interface QueryState<TData, TVariables = OperationVariables> {
  data: TData | undefined;
  /** The last data of other variables: shown while the new variables' answer loads (no flicker). */
  previousData: TData | undefined;
  /** A GraphqlError (errorCode, humanReadable) or undefined. */
  error: unknown;
  loading: boolean;
  refetch: () => void;
  /**
   * Asks for another page with these variables; the field's cache policy merges it into `data`
   * (e.g. appends it). Resolves once merged: to undefined, or to the GraphqlError it failed with.
   */
  fetchMore: (variables: Partial<TVariables>) => Promise<unknown>;
}

/**
 * Apollo's useQuery with the app's error rules (spec 000 §8): the error is a GraphqlError, and an
 * ended session (UNAUTHENTICATED) sends the browser to sign-in and back. Runs on mount and whenever the
 * variables change (not while `skip`); `refetch` asks the server again. Takes a generated `graphql(…)`
 * document, whose result and variables types come from the schema.
 */
export function useGraphqlQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { skip?: boolean; anonymous?: boolean; fresh?: boolean } = {},
): QueryState<TData, TVariables> {
  const anonymous = options.anonymous === true;
  const result = useQuery<TData, TVariables>(document, {
    variables: variables ?? ({} as TVariables),
    skip: options.skip === true,
    notifyOnNetworkStatusChange: true,
    // `fresh`: always asked of the server (counts shown before a destructive change must be current).
    ...(options.fresh === true && { fetchPolicy: 'network-only' }),
    // `anonymous`: no cookies at all (spec 000 §1/§7, the public insights mode of share and embed pages).
    ...(anonymous && { context: { credentials: 'omit' } }),
  } as never);
  const error = useMemo(() => (result.error ? toGraphqlError(result.error) : undefined), [result.error]);

  useEffect(() => {
    // A session that ended while the page was open: back to sign-in, then back here.
    if (!anonymous && error?.errorCode === 'UNAUTHENTICATED') redirectToSignIn();
  }, [error, anonymous]);

  const { refetch: apolloRefetch, fetchMore: apolloFetchMore } = result;
  const refetch = useCallback(() => {
    // The outcome lands in `error`/`data`; the promise's rejection is already reported there.
    apolloRefetch().catch(() => undefined);
  }, [apolloRefetch]);

  const fetchMore = useCallback(
    (variables: Partial<TVariables>): Promise<unknown> =>
      apolloFetchMore({ variables } as never).then(
        () => undefined,
        (failure: unknown) => toGraphqlError(failure),
      ),
    [apolloFetchMore],
  );

  return {
    data: (result.data ?? undefined) as TData | undefined,
    previousData: (result.previousData ?? undefined) as TData | undefined,
    fetchMore,
    error,
    loading: result.loading,
    refetch,
  };
}
