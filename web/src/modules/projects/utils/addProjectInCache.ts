import type { ApolloCache } from '@apollo/client';
import type { CreateProjectMutation } from '../../../gql/graphql';
import { PROJECTS_QUERY } from '../operations';

/**
 * After createProject: the cached list of projects ends with it (the server ranks a new project
 * last), so the projects page shows it when it is next opened without waiting for the list.
 */
export function addProjectInCache(
  cache: ApolloCache,
  { createProject: project }: CreateProjectMutation,
): void {
  cache.updateQuery({ query: PROJECTS_QUERY, variables: { archived: false } }, (data) =>
    data && !data.projects.some((cached) => cached.id === project.id)
      ? { projects: [...data.projects, project] }
      : data,
  );
}
