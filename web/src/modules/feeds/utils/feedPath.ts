/** The search page parameter naming the feed the page was opened from (spec 000 §3 search params). */
export const SELECTED_FEED_PARAM = 'selectedFilterId';

/** The search page showing a feed's search, with the feed marked as the one open. */
export function feedSearchPath(feed: { id: string; search: string }): string {
  const params = new URLSearchParams(feed.search);
  params.set(SELECTED_FEED_PARAM, feed.id);
  return `/search?${params.toString()}`;
}

/** The current search as a feed saves it: the page's parameters without the open feed's id. */
export function currentSearch(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete(SELECTED_FEED_PARAM);
  return copy.toString();
}
