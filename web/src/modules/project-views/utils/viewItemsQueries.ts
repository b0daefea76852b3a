/**
 * The views' items (ProjectViewItems), sorted, filtered and grouped by values and tags: a change to
 * an item's value or tags, or to the view itself, reads them again by policy, as the cache cannot
 * place an item in another view's sort or filter.
 */
export const VIEW_ITEMS_QUERIES: readonly string[] = ['ProjectViewItems'];
