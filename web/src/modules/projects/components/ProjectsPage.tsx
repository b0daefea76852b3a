import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageTabs } from '../../common/components/PageTabs';
import { itemPaths } from '../../common/utils/itemPath';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FolderGrid } from '../../folders/components/FolderGrid';
import { NewFolderDialog } from '../../folders/components/NewFolderDialog';
import { FOLDERS_QUERY } from '../../folders/operations';
import { folderStrings } from '../../folders/strings';
import { PROJECTS_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { canEdit } from '../utils/canEdit';
import { PROJECT_LIST_PATHS, type ProjectListView, projectsInView } from '../utils/projectListView';
import { ImportProjectDialog } from '../../project-transfer/components/ImportProjectDialog';
import { projectTransferStrings } from '../../project-transfer/strings';
import { DeletedProjectUndo } from './DeletedProjectUndo';
import { NewProjectDialog } from './NewProjectDialog';
import { ProjectCard } from './ProjectCard';

/** What each list says when it has nothing to show. */
const EMPTY: Record<ProjectListView, { title: string; hint: string }> = {
  folders: { title: projectStrings.noProjects, hint: projectStrings.noProjectsHint },
  all: { title: projectStrings.noProjects, hint: projectStrings.noProjectsHint },
  yours: { title: projectStrings.noYourProjects, hint: projectStrings.noYourProjectsHint },
  shared: { title: projectStrings.noSharedProjects, hint: projectStrings.noSharedProjectsHint },
  archived: { title: projectStrings.noArchived, hint: projectStrings.noArchivedHint },
};

/**
 * /projects and its lists (see ProjectListView): Folders (the top-level folders, then the projects in no
 * folder), All projects, Your projects, Shared with you, and Archived (?filter=archived), as cards,
 * starred first. /projects/new opens the New project dialog over Folders.
 */
export function ProjectsPage({
  view: routeView = 'folders',
}: {
  view?: Exclude<ProjectListView, 'archived'>;
}) {
  const { viewer } = useViewer();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  /** Set once a project is created: the dialog then closes on the way into it. */
  const leaving = useRef(false);
  const archived = params.get('filter') === 'archived';
  const view: ProjectListView = archived ? 'archived' : routeView;
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECTS_QUERY, { archived });
  const folders = useGraphqlQuery(FOLDERS_QUERY, {}, { skip: view !== 'folders' });
  // `?new=project` (the home page's first step) opens the New project dialog at once.
  const [dialogOpen, setDialogOpen] = useState(() => params.get('new') === 'project');
  const [folderDialogOpen, setFolderDialogOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const topFolders =
    view === 'folders' ? (folders.data?.folders ?? []).filter((f) => f.parentId === null) : [];
  // Under Folders a project filed in a folder shows in its folder; the other lists show them all.
  const projects = projectsInView(view, data?.projects ?? [], viewer?.account.id);
  const editable = canEdit(viewer?.role);

  return (
    <>
      {/* Wraps on a phone: the title on its line, the two actions on the next, each on one line. */}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 3 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, mr: 2, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {projectStrings.projectsTitle}
        </Typography>
        {editable ? (
          <Button
            startIcon={<CreateNewFolderIcon />}
            onClick={() => setFolderDialogOpen(true)}
            sx={{ mr: 1, whiteSpace: 'nowrap' }}
          >
            {folderStrings.newFolder}
          </Button>
        ) : null}
        {editable ? (
          <Button
            startIcon={<UploadFileIcon />}
            onClick={() => setImportOpen(true)}
            sx={{ mr: 1, whiteSpace: 'nowrap' }}
          >
            {projectTransferStrings.importMenu}
          </Button>
        ) : null}
        {editable ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialogOpen(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {projectStrings.newProject}
          </Button>
        ) : null}
      </Stack>
      <PageTabs
        value={view}
        label={projectStrings.projectFilter}
        tabs={[
          { value: 'folders', label: projectStrings.filterFolders, path: PROJECT_LIST_PATHS.folders },
          { value: 'all', label: projectStrings.filterAll, path: PROJECT_LIST_PATHS.all },
          { value: 'yours', label: projectStrings.filterYours, path: PROJECT_LIST_PATHS.yours },
          { value: 'shared', label: projectStrings.filterShared, path: PROJECT_LIST_PATHS.shared },
          { value: 'archived', label: projectStrings.filterArchived, path: PROJECT_LIST_PATHS.archived },
        ]}
      />
      {!editable && viewer ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {projectStrings.viewerHint}
        </Alert>
      ) : null}
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <ErrorAlert error={folders.error} onRetry={folders.refetch} />
      {topFolders.length > 0 ? <FolderGrid folders={topFolders} label={folderStrings.folders} /> : null}
      {data && projects.length === 0 && topFolders.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6">{EMPTY[view].title}</Typography>
          <Typography color="text.secondary">{EMPTY[view].hint}</Typography>
        </Paper>
      ) : null}
      {data && projects.length > 0 ? (
        <Box
          component="ul"
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
      ) : null}
      {editable ? <ImportProjectDialog open={importOpen} onClose={() => setImportOpen(false)} /> : null}
      {editable ? (
        <NewProjectDialog
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            // Closed without a project: the list stays, without the parameter that would reopen it.
            if (params.has('new') && !leaving.current) {
              const rest = new URLSearchParams(params);
              rest.delete('new');
              setParams(rest, { replace: true });
            }
          }}
          onCreated={(project) => {
            // Into the new project: its first notes are what one creates a project for.
            leaving.current = true;
            navigate(itemPaths.project(project));
          }}
        />
      ) : null}
      {editable ? (
        <NewFolderDialog open={folderDialogOpen} parentId={null} onClose={() => setFolderDialogOpen(false)} />
      ) : null}
      <DeletedProjectUndo />
    </>
  );
}
