import type { TypePolicies } from '@apollo/client';

/**
 * How the cache stores the API's types. Every entity has an `id` (Apollo's default key). No list in the
 * schema is paginated yet: when one gets offset/after arguments, give it `paginatedListPolicy([...])`
 * here, e.g. `Query: { fields: { notes: paginatedListPolicy(['projectId']) } }`.
 */
export const cacheTypePolicies: TypePolicies = {
  Query: { fields: {} },
  // The signed-in viewer and the workspace lookup are singletons without an id of their own.
  Viewer: { keyFields: false },
  AccountLookup: { keyFields: false },
  AuthPayload: { keyFields: false },
  CreatedApiToken: { keyFields: false },
};
