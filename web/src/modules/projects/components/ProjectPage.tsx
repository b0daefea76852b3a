import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { itemPaths } from '../../common/utils/itemPath';
import { ProjectPathBreadcrumbs } from '../../folders/components/ProjectPathBreadcrumbs';
import { ProjectHighlightsTab } from '../../project-highlights/components/ProjectHighlightsTab';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { canEdit } from '../utils/canEdit';
import { DeletedNoteUndo } from '../../notes/components/DeletedNoteUndo';
import { InsightsTab } from './InsightsTab';
import { NotesTab } from './NotesTab';
import { ProjectMenu } from './ProjectMenu';
import { TagsTab } from './TagsTab';

const TABS = ['notes', 'highlights', 'insights', 'tags'] as const;
export type ProjectTab = (typeof TABS)[number];

/**
 * /projects/:projectId with tabs Notes, Highlights, Insights and Tags: the tab is a path segment
 * (spec 000 §2: /projects/{projectId}/highlights…); the older ?tab= still opens it.
 */
export function ProjectPage({ tab: routeTab }: { tab?: ProjectTab }) {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  // Remounts the notes list after a deleted note was restored from the Undo snackbar.
  const [notesVersion, setNotesVersion] = useState(0);
  const requested = routeTab ?? params.get('tab');
  const tab: ProjectTab = TABS.find((t) => t === requested) ?? 'notes';

  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const project = data.project;

  return (
    <>
      <ProjectPathBreadcrumbs project={project} />
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
          onChange={(_event, value: ProjectTab) => navigate(itemPaths.project(project, value))}
        >
          <Tab value="notes" label={`${projectStrings.tabNotes} (${project.noteCount})`} />
          <Tab value="highlights" label={projectStrings.tabHighlights} />
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
      {tab === 'insights' ? <InsightsTab projectId={project.id} editable={canEdit(viewer?.role)} /> : null}
      {tab === 'highlights' ? <ProjectHighlightsTab projectId={project.id} /> : null}
      {tab === 'tags' ? <TagsTab project={project} editable={canEdit(viewer?.role)} /> : null}
      <DeletedNoteUndo
        onRestored={() => {
          setNotesVersion((v) => v + 1);
          refetch();
        }}
      />
    </>
  );
}
