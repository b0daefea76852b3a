import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { canEdit } from '../utils/canEdit';
import { NewProjectDialog } from './NewProjectDialog';
import { ProjectCard } from './ProjectCard';

/** /projects: the workspace's projects as cards. */
export function ProjectsPage() {
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECTS_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);
  const editable = canEdit(viewer?.role);

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {projectStrings.projectsTitle}
        </Typography>
        {editable ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
            {projectStrings.newProject}
          </Button>
        ) : null}
      </Stack>
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && data.projects.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6">{projectStrings.noProjects}</Typography>
          <Typography color="text.secondary">{projectStrings.noProjectsHint}</Typography>
        </Paper>
      ) : null}
      {data && data.projects.length > 0 ? (
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
          {data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </Box>
      ) : null}
      {editable ? (
        <NewProjectDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onCreated={() => refetch()}
        />
      ) : null}
    </>
  );
}
