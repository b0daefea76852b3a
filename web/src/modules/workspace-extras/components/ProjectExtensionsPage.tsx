import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useProjectCanEdit } from '../../access/hooks/useProjectCanEdit';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ProjectBreadcrumbs } from '../../projects/components/ProjectBreadcrumbs';
import { PROJECT_QUERY } from '../../projects/operations';
import { extrasStrings as strings } from '../strings';
import { ExtensionsList } from './ExtensionsList';

/**
 * /projects/{projectId}/settings/extensions: extensions installed into this project only; those who
 * may change the project install and remove them.
 */
export function ProjectExtensionsPage() {
  const { projectId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  const canEdit = useProjectCanEdit(data?.project.id);
  if (loading && !data) return <LoadingState />;
  if (!data) return <PageLoadError error={error} onRetry={refetch} />;
  const { project } = data;
  return (
    <>
      <ProjectBreadcrumbs project={project} projectPath={() => itemPaths.project(project)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {strings.extensionsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {strings.projectExtensionsSubtitle}{' '}
        <Link component={RouterLink} to="/settings/extensions">
          {strings.workspaceExtensionsLink}
        </Link>
      </Typography>
      <ExtensionsList projectId={project.id} mayInstall={canEdit === true} />
    </>
  );
}
