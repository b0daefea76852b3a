import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageTabs } from '../../common/components/PageTabs';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { SEARCH_QUERY } from '../../search/operations';
import { useLayoutPreference } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';
import { insightItem, projectItem } from '../utils/collectionItems';
import { EmptyState } from './EmptyState';
import { ItemCollection } from './ItemCollection';
import { LayoutToggle } from './LayoutToggle';
import { PageHeader } from './PageHeader';

export type YourWorkTab = 'overview' | 'insights' | 'projects';

const PATHS: Record<YourWorkTab, string> = {
  overview: '/your-work',
  insights: '/your-work/insights',
  projects: '/your-work/projects',
};
/** The overview shows the newest few of each; a tab shows up to a page of the search (100). */
const OVERVIEW_COUNT = 6;
const TAB_COUNT = 100;

/**
 * /your-work: what the signed-in member made. Overview (the newest of each), Insights (those they
 * wrote, from search: CREATED_BY them) and Projects (those they created). Grid or list, remembered.
 */
export function YourWorkPage({ tab }: { tab: YourWorkTab }) {
  const { viewer } = useViewer();
  const [layout, setLayout] = useLayoutPreference('your-work');
  const me = viewer?.account.id;
  const limit = tab === 'overview' ? OVERVIEW_COUNT : TAB_COUNT;
  const insights = useGraphqlQuery(
    SEARCH_QUERY,
    {
      input: {
        types: ['INSIGHT'],
        user: { operator: 'CREATED_BY', ids: me ? [me] : [] },
        sort: { by: 'UPDATED', direction: 'DESC' },
        limit,
      },
    },
    { skip: !me || tab === 'projects' },
  );
  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false }, { skip: tab === 'insights' });
  const yourProjects = (projects.data?.projects ?? []).filter((p) => p.createdBy === me);

  const insightSection = (
    <Section
      title={browseStrings.yourInsights}
      more={tab === 'overview' ? PATHS.insights : null}
      loading={!insights.data && !insights.error}
      error={insights.error}
      onRetry={insights.refetch}
    >
      {insights.data && insights.data.search.items.length === 0 ? (
        <EmptyState title={browseStrings.emptyYourInsights} hint={browseStrings.emptyYourInsightsHint} />
      ) : (
        <ItemCollection
          layout={layout}
          label={browseStrings.yourInsights}
          items={(insights.data?.search.items ?? []).map(insightItem)}
        />
      )}
    </Section>
  );
  const projectSection = (
    <Section
      title={browseStrings.yourProjects}
      more={tab === 'overview' ? PATHS.projects : null}
      loading={!projects.data && !projects.error}
      error={projects.error}
      onRetry={projects.refetch}
    >
      {projects.data && yourProjects.length === 0 ? (
        <EmptyState
          title={browseStrings.emptyYourProjects}
          hint={browseStrings.emptyYourProjectsHint}
          action={{ label: browseStrings.goToProjects, to: '/projects' }}
        />
      ) : (
        <ItemCollection
          layout={layout}
          label={browseStrings.yourProjects}
          items={yourProjects.slice(0, limit).map(projectItem)}
        />
      )}
    </Section>
  );

  return (
    <>
      <PageHeader
        title={browseStrings.yourWorkTitle}
        actions={<LayoutToggle value={layout} onChange={setLayout} />}
      />
      <PageTabs
        value={tab}
        label={browseStrings.yourWorkTabs}
        tabs={[
          { value: 'overview', label: browseStrings.yourWorkOverview, path: PATHS.overview },
          { value: 'insights', label: browseStrings.yourWorkInsights, path: PATHS.insights },
          { value: 'projects', label: browseStrings.yourWorkProjects, path: PATHS.projects },
        ]}
      />
      {tab !== 'projects' ? insightSection : null}
      {tab !== 'insights' ? projectSection : null}
    </>
  );
}

function Section({
  title,
  more,
  loading,
  error,
  onRetry,
  children,
}: {
  title: string;
  more: string | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  return (
    <Stack component="section" spacing={1.5} sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {more ? (
          <Button component={RouterLink} to={more}>
            {browseStrings.seeAll}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={onRetry} />
      {loading ? <LoadingState /> : children}
    </Stack>
  );
}
