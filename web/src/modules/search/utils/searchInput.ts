import type { SearchInput, SearchObjectType } from '../types/SearchResultItem';
import type { SearchState } from '../types/SearchState';
import { SEARCH_SORTS } from './searchSorts';
import type { CompiledFilter } from '../../filters/utils/compileFilter';

/**
 * The request (spec 000 §3) for a page of a search. Filters left at their default are not sent
 * (spec 000 §4 cleaning); `published` applies to insights only, so it is sent only when `types`
 * are exactly insights. `compiled` is the filter form, compiled by the page (compileFilter).
 */
export function toSearchInput(
  state: Omit<SearchState, 'tab' | 'filterInvalid'>,
  types: SearchObjectType[] | null,
  page: { limit: number; offset?: number },
  compiled: Pick<CompiledFilter, 'filter' | 'filtersArchived'> | null = null,
): SearchInput {
  const { filter } = state;
  const insightsOnly = types !== null && types.length === 1 && types[0] === 'INSIGHT';
  return {
    types,
    query: state.query.trim() ? { method: state.method, value: state.query, titleOnly: false } : null,
    location: state.projectIds.length > 0 ? { operator: 'LOCATED_IN', ids: state.projectIds } : null,
    user: filter.createdBy.length > 0 ? { operator: 'CREATED_BY', ids: filter.createdBy } : null,
    tags: filter.tagIds.length > 0 ? { operator: 'CONTAINS', ids: filter.tagIds } : null,
    date: filter.datePreset ? { method: 'CREATED', preset: filter.datePreset } : null,
    published: insightsOnly ? filter.published : null,
    // Null asks for both: live projects' items and archived ones'; so does a row about archived.
    archived: filter.includeArchived || compiled?.filtersArchived ? null : false,
    filter: compiled?.filter ?? null,
    sort: SEARCH_SORTS[state.sort],
    limit: page.limit,
    offset: page.offset ?? 0,
  };
}
