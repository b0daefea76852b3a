import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import GroupIcon from '@mui/icons-material/Group';
import LockIcon from '@mui/icons-material/Lock';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NoAccessPage } from '../../access/components/NoAccessPage';
import { accessStrings } from '../../access/strings';
import { dataRetentionStrings } from '../../data-retention/strings';
import { isNotFound } from '../../graphql/utils/isNotFound';
import { useViewer } from '../../auth/hooks/useViewer';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { itemPaths } from '../../common/utils/itemPath';
import { ProjectPathBreadcrumbs } from '../../folders/components/ProjectPathBreadcrumbs';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { canEdit } from '../utils/canEdit';
import { DeletedNoteUndo } from '../../notes/components/DeletedNoteUndo';
import { AskPanel } from '../../ask/components/AskPanel';
import { NotesTab } from './NotesTab';
import { ProjectMenu } from './ProjectMenu';
import { NewViewButton } from '../../project-views/components/NewViewButton';
import { SortableViewTab } from '../../project-views/components/SortableViewTab';
import { ViewTabsSortable } from '../../project-views/components/ViewTabsSortable';
import { useViewOrder } from '../../project-views/hooks/useViewOrder';
import { PROJECT_VIEWS_QUERY } from '../../project-views/operations';
import { projectViewStrings } from '../../project-views/strings';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { matchesViewParam } from '../../project-views/utils/matchesViewParam';
import { viewPath } from '../../project-views/utils/viewPath';
import { lazyPage } from '../../app/utils/lazyPage';

// The tabs other than Notes (the default) and a view's panel load when first shown: their code (the
// highlights grid, charts, the README's editor, the canvas) was part of every visit to a project.
const ProjectHighlightsTab = lazyPage(() =>
  import('../../project-highlights/components/ProjectHighlightsTab').then((m) => m.ProjectHighlightsTab),
);
const InsightsTab = lazyPage(() => import('./InsightsTab').then((m) => m.InsightsTab));
const TagsTab = lazyPage(() => import('./TagsTab').then((m) => m.TagsTab));
const ProjectReadme = lazyPage(() => import('./ProjectReadme').then((m) => m.ProjectReadme));
const TagChartSection = lazyPage(() =>
  import('../../tag-charts/components/TagChartSection').then((m) => m.TagChartSection),
);
const ProjectViewPanel = lazyPage(() =>
  import('../../project-views/components/ProjectViewPanel').then((m) => m.ProjectViewPanel),
);

const TABS = ['notes', 'highlights', 'insights', 'tags', 'charts', 'readme'] as const;
const NO_VIEWS: never[] = [];
export type ProjectTab = (typeof TABS)[number];

/**
 * /projects/:projectId with tabs Notes, Highlights, Insights, Tags, Charts and Readme: the tab is a path segment
 * (spec 000 §2: /projects/{projectId}/highlights…); the older ?tab= still opens it. The project's
 * saved views follow as tabs of their own at /projects/{projectId}/v/{viewId}.
 */
export function ProjectPage({ tab: routeTab }: { tab?: ProjectTab }) {
  const { projectId = '', viewId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  const viewsQuery = useGraphqlQuery(PROJECT_VIEWS_QUERY, { projectId });
  const views = viewsQuery.data?.projectViews ?? NO_VIEWS;
  // Dragging a tab (or "Move left/right" in the view's menu) shows the new order at once.
  const viewOrder = useViewOrder(views);
  const openView = viewId ? views.find((v) => matchesViewParam(viewId, v)) : undefined;
  const requested = routeTab ?? params.get('tab');
  const tab: ProjectTab = TABS.find((t) => t === requested) ?? 'notes';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (loading && !data) return <LoadingState />;
  // Not found may mean private: the member is offered an access request when the project exists.
  if (isNotFound(error)) return <NoAccessPage projectId={projectId} error={error} onRetry={refetch} />;
  if (error || !data) return <PageLoadError error={error} onRetry={refetch} />;
  const project = data.project;
  // The project's own permission set decides, not only the workspace role (a read entry views only).
  const editable = canEdit(viewer?.role) && project.viewerAccess.canEdit;

  return (
    <>
      <ProjectPathBreadcrumbs project={project} />
      {/* Wraps on a phone: a long title would otherwise push Access and the menu off the screen. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {project.color ? (
          <Box sx={{ width: 12, height: 32, borderRadius: 1, bgcolor: project.color }} aria-hidden />
        ) : null}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {project.title || projectStrings.untitledProject}
        </Typography>
        {project.starred ? <StarIcon color="warning" titleAccess={projectStrings.starred} /> : null}
        {project.archived ? <Chip label={projectStrings.archivedBadge} size="small" /> : null}
        {project.private ? (
          <Chip
            icon={<LockIcon />}
            label={accessStrings.privateBadge}
            size="small"
            title={accessStrings.privateHint}
          />
        ) : null}
        {/* Access and the menu wrap together, at the right, when the title fills the line. */}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to={itemPaths.projectAccess(project)}
            startIcon={project.private ? <LockIcon /> : <GroupIcon />}
          >
            {accessStrings.accessButton}
          </Button>
          {viewer?.role === 'MANAGER' ? (
            <Button
              component={RouterLink}
              to={`/projects/${project.id}/settings/data-retention`}
              startIcon={<AutoDeleteIcon />}
            >
              {dataRetentionStrings.projectButton}
            </Button>
          ) : null}
          {editable ? <ProjectMenu project={project} /> : null}
        </Stack>
      </Stack>
      {project.summary ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 864 }}>
          {project.summary}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <AskPanel key={project.id} projectId={project.id} />
      </Box>
      <Box
        sx={{ borderBottom: 1, borderColor: 'divider', mt: 3, mb: 3, display: 'flex', alignItems: 'center' }}
      >
        <ViewTabsSortable views={viewOrder.ordered} onMove={(id, to) => void viewOrder.move(id, to)}>
          <Tabs
            value={viewId ? (openView?.id ?? false) : tab}
            variant="scrollable"
            // On a phone always there (greyed when there is nothing to scroll): arrows that appear
            // only once the strip scrolls take room from it after MUI has scrolled the selected tab
            // into view, and cut that tab in half.
            scrollButtons={phone ? true : 'auto'}
            allowScrollButtonsMobile
            sx={{ flexGrow: 1, minWidth: 0 }}
            onChange={(_event, value: string) => {
              const view = views.find((v) => v.id === value);
              const fixed = TABS.find((t) => t === value);
              if (view) navigate(viewPath(project, view));
              else if (fixed) navigate(itemPaths.project(project, fixed));
            }}
          >
            <Tab value="notes" label={`${projectStrings.tabNotes} (${project.noteCount})`} />
            <Tab value="highlights" label={projectStrings.tabHighlights} />
            <Tab value="insights" label={`${projectStrings.tabInsights} (${project.insightCount})`} />
            <Tab value="tags" label={projectStrings.tabTags} />
            <Tab value="charts" label={projectStrings.tabCharts} />
            <Tab value="readme" label={projectStrings.tabReadme} />
            {viewOrder.ordered.map((view) => (
              <SortableViewTab
                key={view.id}
                value={view.id}
                viewId={view.id}
                draggable={editable}
                label={view.title}
                data-testid="view-tab"
              />
            ))}
          </Tabs>
        </ViewTabsSortable>
        {editable ? <NewViewButton project={project} takenTitles={views.map((view) => view.title)} /> : null}
      </Box>
      {viewOrder.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`${projectViewStrings.reorderFailed} ${errorMessage(viewOrder.error)}`}
        </Alert>
      ) : null}
      {viewId ? (
        // The server answers for a view it cannot find (deleted, or hidden): NOT_FOUND, said plainly.
        <ProjectViewPanel
          project={project}
          viewId={openView?.id ?? viewId}
          editable={editable}
          viewIds={viewOrder.ordered.map((v) => v.id)}
          onMoveView={viewOrder.move}
        />
      ) : null}
      {viewId ? null : tab === 'notes' ? <NotesTab projectId={project.id} editable={editable} /> : null}
      {!viewId && tab === 'insights' ? <InsightsTab project={project} editable={editable} /> : null}
      {!viewId && tab === 'highlights' ? <ProjectHighlightsTab projectId={project.id} /> : null}
      {!viewId && tab === 'tags' ? <TagsTab project={project} editable={editable} /> : null}
      {/* Spec 000 §2 /projects/{projectId}/charts: the project's tag chart on a tab of its own. */}
      {!viewId && tab === 'charts' ? <TagChartSection projectId={project.id} editable={editable} /> : null}
      {!viewId && tab === 'readme' ? <ProjectReadme project={project} editable={editable} /> : null}
      <DeletedNoteUndo />
    </>
  );
}
