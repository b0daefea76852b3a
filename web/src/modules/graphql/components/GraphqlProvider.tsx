import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../utils/apolloClient';

/** Gives the app's components the one Apollo client (see utils/createApolloClient for its links). */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
