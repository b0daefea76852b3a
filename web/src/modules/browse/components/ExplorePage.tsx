import RssFeedIcon from '@mui/icons-material/RssFeed';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { SAVED_FEEDS_QUERY } from '../../feeds/operations';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useLayoutPreference } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';
import { EmptyState } from './EmptyState';
import { ItemCollection } from './ItemCollection';
import { LayoutToggle } from './LayoutToggle';
import { PageHeader } from './PageHeader';

/** /explore: the member's saved feeds, each opening at /explore/{savedFeedId}. Grid or list, remembered. */
export function ExplorePage() {
  const [layout, setLayout] = useLayoutPreference('explore');
  const { data, error, loading, refetch } = useGraphqlQuery(SAVED_FEEDS_QUERY);
  const feeds = data?.savedFeeds ?? [];
  return (
    <>
      <PageHeader
        title={browseStrings.exploreTitle}
        actions={<LayoutToggle value={layout} onChange={setLayout} />}
      />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {browseStrings.exploreIntro}
      </Typography>
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && feeds.length === 0 ? (
        <EmptyState
          title={browseStrings.emptyExplore}
          hint={browseStrings.emptyExploreHint}
          action={{ label: browseStrings.goToSearch, to: '/search' }}
        />
      ) : null}
      {feeds.length > 0 ? (
        <ItemCollection
          layout={layout}
          label={browseStrings.exploreTitle}
          items={feeds.map((feed) => ({
            key: feed.id,
            title: feed.title,
            kind: browseStrings.exploreTitle,
            details: [browseStrings.feedUpdated(formatDate(feed.updatedAt))],
            to: `/explore/${feed.id}`,
            icon: <RssFeedIcon fontSize="small" />,
          }))}
        />
      ) : null}
    </>
  );
}
