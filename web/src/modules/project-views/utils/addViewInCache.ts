import type { ApolloCache } from '@apollo/client';
import type { CreateProjectViewMutation } from '../../../gql/graphql';
import { PROJECT_VIEWS_QUERY } from '../operations';

/**
 * After createProjectView: the project's cached views (read by the page's address; the list is keyed
 * by the project's id whatever its form, see byItemId) hold the new one, shown by its rank, so the
 * tabs are not read again.
 */
export function addViewInCache(
  cache: ApolloCache,
  { createProjectView: view }: CreateProjectViewMutation,
): void {
  cache.updateQuery({ query: PROJECT_VIEWS_QUERY, variables: { projectId: view.projectId } }, (data) =>
    data && !data.projectViews.some((cached) => cached.id === view.id)
      ? { projectViews: [...data.projectViews, view] }
      : data,
  );
}
