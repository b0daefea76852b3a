import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { HOME_QUERY } from '../../home/operations';
import { useLayoutPreference } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';
import { recentItem } from '../utils/collectionItems';
import { EmptyState } from './EmptyState';
import { ItemCollection } from './ItemCollection';
import { LayoutToggle } from './LayoutToggle';
import { PageHeader } from './PageHeader';

/** The filters of /recent/{filter}/ (spec 000 §2), each a path of its own. */
export const RECENT_FILTERS = ['all', 'projects', 'notes', 'insights', 'created-by-you'] as const;
type RecentFilter = (typeof RECENT_FILTERS)[number];

const LABELS: Record<RecentFilter, string> = {
  all: browseStrings.recentAll,
  projects: browseStrings.recentProjects,
  notes: browseStrings.recentNotes,
  insights: browseStrings.recentInsights,
  'created-by-you': browseStrings.recentCreated,
};

const KIND: Partial<Record<RecentFilter, 'PROJECT' | 'NOTE' | 'INSIGHT'>> = {
  projects: 'PROJECT',
  notes: 'NOTE',
  insights: 'INSIGHT',
};

const isFilter = (value: string): value is RecentFilter =>
  (RECENT_FILTERS as readonly string[]).includes(value);

/**
 * /recent and /recent/{filter}/: the projects, notes and insights changed most recently (the same list
 * as the home page's), all of them or one kind, or only those you created. Grid or list, remembered.
 */
export function RecentPage() {
  const navigate = useNavigate();
  const { filter: param = 'all' } = useParams();
  const [layout, setLayout] = useLayoutPreference('recent', 'list');
  const { data, error, loading, refetch } = useGraphqlQuery(HOME_QUERY);
  if (!isFilter(param))
    return (
      <NotFoundPage
        homePath="/recent"
        homeLabel={browseStrings.recentTitle}
        body={commonStrings.notFoundBody}
      />
    );
  const filter = param;
  const kind = KIND[filter];
  const recent = (data?.home.recent ?? []).filter(
    (item) => (kind ? item.kind === kind : true) && (filter === 'created-by-you' ? item.createdByYou : true),
  );

  return (
    <>
      <PageHeader
        title={browseStrings.recentTitle}
        actions={<LayoutToggle value={layout} onChange={setLayout} />}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_event, next: RecentFilter | null) => {
          if (next) navigate(next === 'all' ? '/recent' : `/recent/${next}/`);
        }}
        aria-label={browseStrings.recentFilters}
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {RECENT_FILTERS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && recent.length === 0 ? (
        filter === 'all' ? (
          <EmptyState
            title={browseStrings.emptyRecent}
            hint={browseStrings.emptyRecentHint}
            action={{ label: browseStrings.goToProjects, to: '/projects' }}
          />
        ) : (
          <EmptyState
            title={browseStrings.emptyRecentFiltered}
            hint={browseStrings.emptyRecentFilteredHint}
          />
        )
      ) : null}
      {recent.length > 0 ? (
        <ItemCollection items={recent.map(recentItem)} layout={layout} label={browseStrings.recentTitle} />
      ) : null}
    </>
  );
}
