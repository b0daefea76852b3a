import { useMemo, useState } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SEARCH_QUERY } from '../operations';
import type { SearchInput } from '../types/SearchResultItem';
import { useDebouncedValue } from './useDebouncedValue';
import { useFollowSearchIndex } from './useFollowSearchIndex';

/** Typing settles this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * A search's results as you type: the request is sent once it has settled for 150 ms; the answer of
 * an older request never replaces a newer one's (Apollo follows only the current variables); the
 * previous results stay on screen while the next ones load, so the list does not flicker.
 */
export function useSearchResults(input: SearchInput, options: { skip?: boolean } = {}) {
  const key = JSON.stringify(input);
  const settledKey = useDebouncedValue(key, SEARCH_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as SearchInput, [settledKey]);
  const query = useGraphqlQuery(SEARCH_QUERY, { input: settled }, { skip: options.skip });
  useFollowSearchIndex(query.refetch);
  const result = (query.data ?? query.previousData)?.search;
  const [moreError, setMoreError] = useState<unknown>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = async () => {
    if (!result) return;
    setLoadingMore(true);
    setMoreError(await query.fetchMore({ input: { ...settled, offset: result.items.length } }));
    setLoadingMore(false);
  };

  return {
    result,
    /** The results shown are an earlier request's, kept on screen while this one's answer loads. */
    stale: query.data === undefined && result !== undefined,
    /** An answer is on its way from the server. */
    loading: query.loading,
    /** Typing has not settled yet, or the answer is not in: what is shown may change. */
    pending: key !== settledKey || query.loading,
    error: query.error ?? moreError,
    refetch: query.refetch,
    loadMore,
    loadingMore,
  };
}
