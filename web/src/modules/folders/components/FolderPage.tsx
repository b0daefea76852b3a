import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { PageLoadError } from '../../common/components/PageLoadError';
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
import { FolderMenu } from './FolderMenu';
import { NewFolderDialog } from './NewFolderDialog';

/** /folders/{projectCategoryId}: the path to the folder, its sub-folders and its projects. */
export function FolderPage() {
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

  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: folderStrings.allProjects, to: '/projects' },
          ...folder.ancestors.map((a) => ({ label: a.name, to: itemPaths.folder(a) })),
          { label: folder.name },
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <FolderIcon color="action" fontSize="large" aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {folder.name}
        </Typography>
        {editable ? (
          <>
            <Button startIcon={<CreateNewFolderIcon />} onClick={() => setCreating(true)}>
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
      {folder.children.length === 0 && folder.projects.length === 0 ? (
        <EmptyState
          text={folderStrings.emptyFolder}
          hint={editable ? folderStrings.emptyFolderHint : undefined}
        />
      ) : null}
      {folder.children.length > 0 ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {folderStrings.subfoldersHeading}
          </Typography>
          <FolderGrid folders={folder.children} label={folderStrings.subfoldersHeading} />
        </>
      ) : null}
      {folder.projects.length > 0 ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {folderStrings.projectsHeading}
          </Typography>
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
            {folder.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </Box>
        </>
      ) : null}
      {editable ? (
        <NewFolderDialog open={creating} parentId={folder.id} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
