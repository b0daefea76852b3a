import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_VIEWER_ACCESS_QUERY } from '../operations';

/**
 * Whether the caller may change things in a project by its own permission set (a read entry on a
 * private project views only, whatever the workspace role). Undefined until known: pages keep their
 * role-based answer meanwhile, and the server refuses a change it does not allow either way.
 */
export function useProjectCanEdit(projectId: string | null | undefined): boolean | undefined {
  const { data } = useGraphqlQuery(
    PROJECT_VIEWER_ACCESS_QUERY,
    { projectId: projectId ?? '' },
    { skip: !projectId },
  );
  return data?.project.viewerAccess.canEdit;
}
