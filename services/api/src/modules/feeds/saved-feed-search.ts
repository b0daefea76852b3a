import { MAX_LENGTH, isUuid } from '@fieldnote/core';
import { savedFeedErrors } from './saved-feed.errors';

/** The search page's parameters (spec 000 §3 search params) a feed may hold. */
const PARAMETERS = new Set(['query', 'resultType', 'projectIds', 'sort', 'method', 'filter']);
/** Product rule: a saved search is a page address; this bounds what one row stores. */
export const MAX_SAVED_SEARCH_LENGTH = 20_000;

/**
 * Checks a feed's search (the page's address parameters, as `a=1&b=2`) once, at the boundary:
 * only the page's own parameters, a query within the search limit, UUID project ids and a filter
 * that is JSON of an object (spec 000 §5: a string filter parameter must be valid JSON). Returns it
 * with the parameters in a stable order, so two saves of the same search store the same text.
 */
export function parseSavedSearch(value: string): string {
  if (value.length > MAX_SAVED_SEARCH_LENGTH) throw savedFeedErrors.searchTooLong(MAX_SAVED_SEARCH_LENGTH);
  const params = new URLSearchParams(value.startsWith('?') ? value.slice(1) : value);
  for (const name of params.keys()) if (!PARAMETERS.has(name)) throw savedFeedErrors.unknownParameter(name);
  const query = params.get('query');
  if (query !== null && query.length > MAX_LENGTH.searchQuery) {
    throw savedFeedErrors.queryTooLong(MAX_LENGTH.searchQuery);
  }
  const projectIds = params.get('projectIds');
  if (projectIds && !projectIds.split(',').every(isUuid)) throw savedFeedErrors.badProjectIds();
  const filter = params.get('filter');
  if (filter !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filter);
    } catch {
      throw savedFeedErrors.badFilter();
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw savedFeedErrors.badFilter();
  }
  const sorted = new URLSearchParams();
  for (const name of PARAMETERS) {
    const one = params.get(name);
    if (one !== null) sorted.set(name, one);
  }
  return sorted.toString();
}
