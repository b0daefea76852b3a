import type { ApolloCache } from '@apollo/client';
import type { CreateCustomFieldMutation, CreateCustomFieldMutationVariables } from '../../../gql/graphql';
import { CUSTOM_FIELDS_QUERY } from '../operations';

/**
 * After createCustomField: the cached field list it was made from (its target, in its scope, read
 * with the same project argument) ends with it, as the server ranks a new field last among its
 * scope's, so the list is not read again. Other scopes' lists have it when they are next read.
 */
export function addFieldInCache(
  cache: ApolloCache,
  { createCustomField: field }: CreateCustomFieldMutation,
  { input }: CreateCustomFieldMutationVariables,
): void {
  cache.updateQuery(
    { query: CUSTOM_FIELDS_QUERY, variables: { target: input.target, projectId: input.projectId ?? null } },
    (data) =>
      data && !data.customFields.some((cached) => cached.id === field.id)
        ? { customFields: [...data.customFields, field] }
        : data,
  );
}
