import type { ApolloCache } from '@apollo/client';
import type { WorkspaceSecurityFieldsFragment } from '../../../gql/graphql';
import { WORKSPACE_SECURITY_QUERY } from '../operations';

/** The answer of a security settings mutation becomes the cached workspaceSecurity (it has no id to merge by). */
export function securityInCache(cache: ApolloCache, security: WorkspaceSecurityFieldsFragment): void {
  cache.writeQuery({ query: WORKSPACE_SECURITY_QUERY, data: { workspaceSecurity: security } });
}
