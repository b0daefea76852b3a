import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { itemPaths, itemSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { transcriptionStrings } from '../../transcription/strings';
import { ProjectBreadcrumbs } from './ProjectBreadcrumbs';

/**
 * /projects/{projectId}/settings: the project's settings pages in one list, each with what it does.
 * Access is for those who may manage it; fields and tags open the workspace settings pages for this
 * project (spec 000 §2 names both addresses; README "Routes that redirect").
 */
export function ProjectSettingsPage() {
  const { projectId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  if (loading && !data) return <LoadingState />;
  if (!data) return <PageLoadError error={error} onRetry={refetch} />;
  const { project } = data;
  const segment = itemSegment(project);
  const pages = [
    ...(project.viewerAccess.canManageAccess
      ? [{ to: itemPaths.projectAccess(project), ...projectStrings.settingsAccess }]
      : []),
    { to: `/settings/fields/${segment}/note-fields`, ...projectStrings.settingsNoteFields },
    { to: `/settings/fields/${segment}/insight-fields`, ...projectStrings.settingsInsightFields },
    { to: '/settings/fields', ...projectStrings.settingsWorkspaceFields },
    { to: itemPaths.projectTags(project), ...projectStrings.settingsTags },
    { to: `${itemPaths.project(project)}/settings/export`, ...projectStrings.settingsExport },
    {
      to: `${itemPaths.project(project)}/settings/transcription`,
      ...transcriptionStrings.projectSettingsEntry,
    },
  ];
  return (
    <>
      <ProjectBreadcrumbs project={project} projectPath={() => itemPaths.project(project)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}>
        {projectStrings.settingsTitle}
      </Typography>
      <Paper variant="outlined" sx={{ maxWidth: 720 }}>
        <List aria-label={projectStrings.settingsTitle} disablePadding>
          {pages.map((page) => (
            <ListItem key={page.to} disablePadding divider>
              <ListItemButton component={RouterLink} to={page.to}>
                <ListItemText primary={page.title} secondary={page.body} />
                <ChevronRightIcon aria-hidden color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
