import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { RetryLink } from '@apollo/client/link/retry';
import { tap } from 'rxjs';
import { cacheTypePolicies } from './cacheTypePolicies';
import { isNetworkError } from './isNetworkError';
import { type NetworkErrorCounter, networkErrorCounter } from './networkErrorCounter';
import { retryDelay, shouldRetry } from './retryPolicy';

/** Spec 000 §7: only this operation is batched, every 10 ms; all others are sent one by one. */
export const BATCHED_OPERATION = 'CommentQuery';
export const BATCH_INTERVAL_MS = 10;
export const GRAPHQL_PATH = '/api/graphql';

export interface ApolloClientOptions {
  /**
   * The public insights mode (`/p/…` share pages, spec 000 §1, §7): requests carry no cookies.
   * Signed-in pages leave it false and send the session cookie (same origin only).
   */
  publicMode?: boolean;
  counter?: NetworkErrorCounter;
  /** For tests: the fetch the HTTP links call. */
  fetch?: typeof fetch;
  /** For tests: the wait before a retry (default: retryDelay, 300 ms doubling to 2 s with jitter). */
  retryDelay?: (attempt: number) => number;
}

/** Feeds the network-error counter with every attempt's outcome (retries count one by one). */
function countingLink(counter: NetworkErrorCounter): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => counter.recordSuccess(),
        error: (error: unknown) => (isNetworkError(error) ? counter.recordError() : counter.recordSuccess()),
      }),
    ),
  );
}

/** The link chain of spec 000 §7: retry (queries on 5xx) → counter → batched or single HTTP. */
export function createLink(options: ApolloClientOptions = {}): ApolloLink {
  const http = {
    uri: GRAPHQL_PATH,
    credentials: options.publicMode ? 'omit' : 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  } as const;
  const transport = ApolloLink.split(
    (operation) => operation.operationName === BATCHED_OPERATION,
    new BatchHttpLink({ ...http, batchInterval: BATCH_INTERVAL_MS }),
    new HttpLink(http),
  );
  const retry = new RetryLink({
    attempts: (attempt, operation, error) => shouldRetry(attempt, operation.operationType, error),
    delay: options.retryDelay ?? ((attempt) => retryDelay(attempt)),
  });
  return ApolloLink.from([retry, countingLink(options.counter ?? networkErrorCounter), transport]);
}

/**
 * The app's Apollo client. Watched queries show what the cache holds at once and still ask the server
 * (cache-and-network): a page opened again is never staler than before the move to Apollo.
 */
export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: createLink(options),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}
