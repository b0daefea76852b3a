import type { OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { type AnyOperation, toDocument } from '../utils/toDocument';
import { toGraphqlError } from '../utils/toGraphqlError';
import { redirectToSignIn } from '../utils/redirectToSignIn';

export interface QueryState<TData> {
  data: TData | undefined;
  /** A GraphqlError (errorCode, humanReadable) or undefined. */
  error: unknown;
  loading: boolean;
  refetch: () => void;
}

/**
 * Apollo's useQuery with the app's error rules (spec 000 §8): the error is a GraphqlError, and an
 * ended session (UNAUTHENTICATED) sends the browser to sign-in and back. Runs on mount and whenever the
 * variables change (not while `skip`); `refetch` asks the server again. Takes generated `graphql(…)`
 * documents; `defineOperation` strings still work but are deprecated (convert them to `graphql(…)`).
 */
export function useGraphqlQuery<TData, TVariables extends OperationVariables>(
  operation: AnyOperation<TData, TVariables>,
  variables?: TVariables,
  options: { skip?: boolean; anonymous?: boolean } = {},
): QueryState<TData> {
  const document = useMemo(() => toDocument(operation), [operation]);
  const anonymous = options.anonymous === true;
  const result = useQuery<TData, TVariables>(document, {
    variables: variables ?? ({} as TVariables),
    skip: options.skip === true,
    notifyOnNetworkStatusChange: true,
    // `anonymous`: no cookies at all (spec 000 §1/§7, the public insights mode of share and embed pages).
    ...(anonymous && { context: { credentials: 'omit' } }),
  } as never);
  const error = useMemo(() => (result.error ? toGraphqlError(result.error) : undefined), [result.error]);

  useEffect(() => {
    // A session that ended while the page was open: back to sign-in, then back here.
    if (!anonymous && error?.errorCode === 'UNAUTHENTICATED') redirectToSignIn();
  }, [error, anonymous]);

  const { refetch: apolloRefetch } = result;
  const refetch = useCallback(() => {
    // The outcome lands in `error`/`data`; the promise's rejection is already reported there.
    apolloRefetch().catch(() => undefined);
  }, [apolloRefetch]);

  return {
    data: (result.data ?? undefined) as TData | undefined,
    error,
    loading: result.loading,
    refetch,
  };
}
