import { Navigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SAVED_FEED_QUERY } from '../operations';
import { feedStrings as strings } from '../strings';
import { feedSearchPath } from '../utils/feedPath';

/** /explore/{savedFeedId} (spec 000 §2): opens the feed's search on the search page. */
export function ExploreFeedPage() {
  const { savedFeedId = '' } = useParams();
  const { data, error, refetch } = useGraphqlQuery(SAVED_FEED_QUERY, { id: savedFeedId });
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data) return <LoadingState label={strings.loading} />;
  return <Navigate to={feedSearchPath(data.savedFeed)} replace />;
}
