import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './createApolloClient';
import { isPublicInsightsPath } from './publicMode';

let client: ApolloClient | undefined;

/** The page's one Apollo client, made on first use (public mode decided by the path at that moment). */
export function apolloClient(): ApolloClient {
  client ??= createApolloClient({ publicMode: isPublicInsightsPath(window.location.pathname) });
  return client;
}
