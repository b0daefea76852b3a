import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { PageLoadError } from '../../common/components/PageLoadError';
import { PageTabs } from '../../common/components/PageTabs';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EmptyState } from '../../projects/components/EmptyState';
import { ProjectCard } from '../../projects/components/ProjectCard';
import { canEdit } from '../../projects/utils/canEdit';
import { FOLDER_QUERY } from '../operations';
import { folderStrings } from '../strings';
import { FolderGrid } from './FolderGrid';
import { FolderInsights } from './FolderInsights';
import { FolderPublishedInsights } from './FolderPublishedInsights';
import { FolderMenu } from './FolderMenu';
import { NewFolderDialog } from './NewFolderDialog';

/** The sub-pages of a folder (spec 000 §2): /folders/{id} is its projects. */
export type FolderTab = 'projects' | 'insights' | 'channels' | 'shared';

/**
 * /folders/{projectCategoryId}: the path to the folder, then its tabs: Projects (its sub-folders and
 * projects, also at /projects), Insights (those of its projects and sub-folders), Channels (why
 * channels are workspace-wide, and the way to them) and Shared with you (its private projects a
 * colleague gave you access to).
 */
export function FolderPage({ tab = 'projects' }: { tab?: FolderTab }) {
  const { folderId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const editable = canEdit(viewer?.role);
  const { data, error, loading, refetch } = useGraphqlQuery(FOLDER_QUERY, { id: folderId });
  const [creating, setCreating] = useState(false);

  if (loading && !data) return <LoadingState />;
  if (error || !data) return <PageLoadError error={error} onRetry={refetch} />;
  const folder = data.folder;
  const parent = folder.ancestors.at(-1) ?? null;
  const shared = folder.projects.filter((p) => p.private && p.createdBy !== viewer?.account.id);

  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: folderStrings.allProjects, to: '/projects' },
          ...folder.ancestors.map((a) => ({ label: a.name, to: itemPaths.folder(a) })),
          { label: folder.name },
        ]}
      />
      {/* Wraps on a phone: the name keeps its width, the actions go below it on one line. */}
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 1 }}>
        <FolderIcon color="action" fontSize="large" aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {folder.name}
        </Typography>
        {editable ? (
          <>
            <Button
              startIcon={<CreateNewFolderIcon />}
              onClick={() => setCreating(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {folderStrings.newSubfolder}
            </Button>
            <FolderMenu
              folder={folder}
              parentName={parent?.name ?? null}
              onDeleted={() => navigate(parent ? itemPaths.folder(parent) : '/projects')}
            />
          </>
        ) : null}
      </Stack>
      <PageTabs
        value={tab}
        label={folderStrings.folderTabs}
        tabs={[
          {
            value: 'projects',
            label: folderStrings.tabProjects,
            path: `${itemPaths.folder(folder)}/projects`,
          },
          {
            value: 'insights',
            label: folderStrings.tabInsights,
            path: `${itemPaths.folder(folder)}/insights`,
          },
          {
            value: 'channels',
            label: folderStrings.tabChannels,
            path: `${itemPaths.folder(folder)}/channels`,
          },
          { value: 'shared', label: folderStrings.tabShared, path: `${itemPaths.folder(folder)}/shared` },
        ]}
      />
      {tab === 'insights' ? (
        <>
          <FolderPublishedInsights folderId={folder.id} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {folderStrings.allInsightsHeading}
          </Typography>
          <FolderInsights folderId={folder.id} />
        </>
      ) : null}
      {tab === 'channels' ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{folderStrings.channelsBody}</Typography>
          <Button variant="contained" component={RouterLink} to="/channels">
            {folderStrings.goToChannels}
          </Button>
        </Paper>
      ) : null}
      {tab === 'shared' && shared.length === 0 ? (
        <EmptyState text={folderStrings.noShared} hint={folderStrings.noSharedHint} />
      ) : null}
      {tab === 'shared' && shared.length > 0 ? <ProjectList projects={shared} /> : null}
      {tab === 'projects' && folder.children.length === 0 && folder.projects.length === 0 ? (
        <EmptyState
          text={folderStrings.emptyFolder}
          hint={editable ? folderStrings.emptyFolderHint : undefined}
        />
      ) : null}
      {tab === 'projects' && folder.children.length > 0 ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {folderStrings.subfoldersHeading}
          </Typography>
          <FolderGrid folders={folder.children} label={folderStrings.subfoldersHeading} />
        </>
      ) : null}
      {tab === 'projects' && folder.projects.length > 0 ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {folderStrings.projectsHeading}
          </Typography>
          <ProjectList projects={folder.projects} />
        </>
      ) : null}
      {editable ? (
        <NewFolderDialog open={creating} parentId={folder.id} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}

function ProjectList({ projects }: { projects: React.ComponentProps<typeof ProjectCard>['project'][] }) {
  return (
    <Box
      component="ul"
      aria-label={folderStrings.projectsHeading}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
      }}
    >
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </Box>
  );
}
