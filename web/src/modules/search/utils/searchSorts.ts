import type { SearchSortBy, SortDirection } from '../types/SearchResultItem';
import type { SearchSortKey } from '../types/SearchState';

/** Each sort choice as the request model says it (spec 000 §3: sort by and direction). */
export const SEARCH_SORTS: Record<SearchSortKey, { by: SearchSortBy; direction: SortDirection }> = {
  relevance: { by: 'RELEVANCE', direction: 'DESC' },
  newest: { by: 'CREATED', direction: 'DESC' },
  oldest: { by: 'CREATED', direction: 'ASC' },
  updated: { by: 'UPDATED', direction: 'DESC' },
};

export const SEARCH_SORT_KEYS = Object.keys(SEARCH_SORTS) as SearchSortKey[];
