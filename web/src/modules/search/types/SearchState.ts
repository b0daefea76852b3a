import type { SearchDatePreset, SearchMethod } from './SearchResultItem';
import type { SearchTabKey } from '../utils/searchTabs';
import type { FilterForm } from '../../filters/types/FilterForm';

/** Spec 000 §3 sort choices the page offers: relevance, newest, oldest, recently updated. */
export type SearchSortKey = 'relevance' | 'newest' | 'oldest' | 'updated';

/** The filters beyond query, tab, location and sort; kept in the `filter` page parameter as JSON. */
export interface SearchFilter {
  tagIds: string[];
  /** Member ids (CREATED_BY). */
  createdBy: string[];
  /** On the creation date; null: any time. */
  datePreset: SearchDatePreset | null;
  /** Insights only: true published, false drafts, null either. */
  published: boolean | null;
  /** Items of archived projects too. */
  includeArchived: boolean;
  /** The filter form's rows, combined with And or Or (spec 000 §3). */
  form: FilterForm;
}

/** Everything the search page shows, as its address holds it (spec 000 §3, search params). */
export interface SearchState {
  query: string;
  tab: SearchTabKey;
  method: SearchMethod;
  sort: SearchSortKey;
  /** Projects and folders the results are located in. */
  projectIds: string[];
  filter: SearchFilter;
  /** The `filter` parameter was there but not valid JSON of a filter: it was ignored. */
  filterInvalid: boolean;
}
