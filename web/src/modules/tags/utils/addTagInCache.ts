import type { ApolloCache } from '@apollo/client';
import type { CreateTagMutation, CreateTagMutationVariables } from '../../../gql/graphql';
import { placeInOrder } from '../../common/utils/placeInOrder';
import { TAG_LIST_QUERY } from '../operations';

/**
 * After createTag: the cached tag list it was made from (a project's, read with the same project
 * argument, or the workspace's) holds it in title order, as the server sorts it, so the list is not
 * read again. Other projects' lists get a new workspace tag when they are next read.
 */
export function addTagInCache(
  cache: ApolloCache,
  { createTag: tag }: CreateTagMutation,
  { input }: CreateTagMutationVariables,
): void {
  const variables = input.projectId == null ? {} : { projectId: input.projectId };
  cache.updateQuery({ query: TAG_LIST_QUERY, variables }, (data) =>
    data
      ? {
          tags: placeInOrder(
            data.tags,
            tag,
            (entry) => entry.id,
            (entry) => entry.title.localeCompare(tag.title) <= 0,
          ),
        }
      : data,
  );
}
