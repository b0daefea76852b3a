import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { canEdit } from '../utils/canEdit';
import { DeletedNoteUndo } from '../../notes/components/DeletedNoteUndo';
import { InsightsTab } from './InsightsTab';
import { NotesTab } from './NotesTab';
import { ProjectMenu } from './ProjectMenu';
import { TagsTab } from './TagsTab';

const TABS = ['notes', 'insights', 'tags'] as const;
type ProjectTab = (typeof TABS)[number];

/** /projects/:projectId with tabs Notes, Insights and Tags (the tab is kept in ?tab=). */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  // Remounts the notes list after a deleted note was restored from the Undo snackbar.
  const [notesVersion, setNotesVersion] = useState(0);
  const requested = params.get('tab');
  const tab: ProjectTab = TABS.find((t) => t === requested) ?? 'notes';

  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const project = data.project;

  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/projects" underline="hover" color="inherit">
          {projectStrings.backToProjects}
        </Link>
        <Typography color="text.primary">{project.title}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {project.color ? (
          <Box sx={{ width: 12, height: 32, borderRadius: 1, bgcolor: project.color }} aria-hidden />
        ) : null}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {project.title || projectStrings.untitledProject}
        </Typography>
        {project.starred ? <StarIcon color="warning" titleAccess={projectStrings.starred} /> : null}
        {project.archived ? <Chip label={projectStrings.archivedBadge} size="small" /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {canEdit(viewer?.role) ? <ProjectMenu project={project} onChanged={refetch} /> : null}
      </Stack>
      {project.summary ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 864 }}>
          {project.summary}
        </Typography>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3, mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ProjectTab) => setParams(value === 'notes' ? {} : { tab: value })}
        >
          <Tab value="notes" label={`${projectStrings.tabNotes} (${project.noteCount})`} />
          <Tab value="insights" label={`${projectStrings.tabInsights} (${project.insightCount})`} />
          <Tab value="tags" label={projectStrings.tabTags} />
        </Tabs>
      </Box>
      {tab === 'notes' ? (
        <NotesTab
          key={notesVersion}
          projectId={project.id}
          editable={canEdit(viewer?.role)}
          onChanged={refetch}
        />
      ) : null}
      {tab === 'insights' ? <InsightsTab projectId={project.id} /> : null}
      {tab === 'tags' ? <TagsTab projectId={project.id} /> : null}
      <DeletedNoteUndo
        onRestored={() => {
          setNotesVersion((v) => v + 1);
          refetch();
        }}
      />
    </>
  );
}
