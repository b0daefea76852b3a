import { useCallback, useState } from 'react';
import type { SearchFilterGroupInput } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_VIEW_ITEMS_QUERY } from '../operations';

/** A page of a view (the API's most). */
export const VIEW_PAGE_SIZE = 100;

/**
 * The view's items, a page of 100 at first; `loadMore` appends the next page (the cache policy
 * merges it). The filter is the view's form compiled now, so relative dates count from now.
 */
export function useViewItems(viewId: string, filter: SearchFilterGroupInput | null) {
  const { data, previousData, error, loading, refetch, fetchMore } = useGraphqlQuery(
    PROJECT_VIEW_ITEMS_QUERY,
    {
      viewId,
      offset: 0,
      limit: VIEW_PAGE_SIZE,
      filter,
    },
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.projectViewItems;
  const loadMore = useCallback(async () => {
    if (!page) return;
    setLoadingMore(true);
    await fetchMore({ offset: page.items.length });
    setLoadingMore(false);
  }, [page, fetchMore]);
  return { page, error, loading: loading && !page, refetch, loadMore, loadingMore };
}
