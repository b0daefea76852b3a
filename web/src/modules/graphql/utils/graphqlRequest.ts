import type { ErrorCode, GraphqlOperation } from '../types/GraphqlOperation';
import { graphqlStrings } from '../strings';
import { GraphqlError } from './GraphqlError';

interface GraphqlResponseBody<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { errorCode?: ErrorCode; humanReadable?: boolean } }[];
}

/** Sends one operation to POST /api/graphql with the session cookie; throws a GraphqlError on any error. */
export async function graphqlRequest<TData, TVariables>(
  operation: GraphqlOperation<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: operation.document, variables: variables ?? {} }),
    });
  } catch {
    throw new GraphqlError(graphqlStrings.networkError, 'NETWORK_ERROR', true);
  }
  let body: GraphqlResponseBody<TData>;
  try {
    body = (await response.json()) as GraphqlResponseBody<TData>;
  } catch {
    throw new GraphqlError(graphqlStrings.genericError, 'INTERNAL_SERVER_ERROR', false);
  }
  const first = body.errors?.[0];
  if (first) {
    throw new GraphqlError(
      first.message,
      first.extensions?.errorCode ?? 'INTERNAL_SERVER_ERROR',
      first.extensions?.humanReadable === true,
    );
  }
  if (body.data === undefined || body.data === null) {
    throw new GraphqlError(graphqlStrings.genericError, 'INTERNAL_SERVER_ERROR', false);
  }
  return body.data;
}
