import { useMemo } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SEARCH_COUNTS_QUERY } from '../operations';
import type { SearchObjectType } from '../types/SearchResultItem';
import type { SearchState } from '../types/SearchState';
import { toSearchInput } from '../utils/searchInput';
import type { CompiledFilter } from '../../filters/utils/compileFilter';
import type { SearchTabKey } from '../utils/searchTabs';
import { SEARCH_DEBOUNCE_MS } from './useSearchResults';
import { useDebouncedValue } from './useDebouncedValue';
import { useFollowSearchIndex } from './useFollowSearchIndex';

/** Each alias of the counts query and the type it counts; null: every type. */
const COUNTED = {
  everything: null,
  project: ['PROJECT'],
  folder: ['PROJECT_CATEGORY'],
  note: ['NOTE'],
  highlight: ['HIGHLIGHT'],
  insight: ['INSIGHT'],
  tag: ['TAG'],
  person: ['PERSON'],
  channel: ['CHANNEL'],
  datapoint: ['CHANNEL_DATAPOINT'],
  theme: ['THEME'],
} as const satisfies Record<string, readonly SearchObjectType[] | null>;

type Counted = keyof typeof COUNTED;

/** A tab's number of matches; estimated when a search by relevance found more than it ranks. */
export interface SearchTabCount {
  count: number;
  estimated: boolean;
}

/**
 * How many matches each tab has, for the same query and filters: one request with a count per type,
 * sent as the results are (settled typing), the previous counts kept while the next load.
 */
export function useSearchCounts(
  state: SearchState,
  compiled: Pick<CompiledFilter, 'filter' | 'filtersArchived'> | null,
): Partial<Record<SearchTabKey, SearchTabCount>> {
  const variables = useMemo(() => {
    const entries = Object.entries(COUNTED).map(([alias, types]) => [
      alias,
      toSearchInput(state, types ? [...types] : null, { limit: 1 }, compiled),
    ]);
    return Object.fromEntries(entries) as Record<Counted, ReturnType<typeof toSearchInput>>;
  }, [state, compiled]);
  const key = JSON.stringify(variables);
  const settledKey = useDebouncedValue(key, SEARCH_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof variables, [settledKey]);
  const { data, previousData, refetch } = useGraphqlQuery(SEARCH_COUNTS_QUERY, settled);
  useFollowSearchIndex(refetch);
  const counts = data ?? previousData;
  if (!counts) return {};
  const of = (...parts: { total: number; totalIsEstimate: boolean }[]): SearchTabCount => ({
    count: parts.reduce((sum, part) => sum + part.total, 0),
    estimated: parts.some((part) => part.totalIsEstimate),
  });
  return {
    everything: of(counts.everything),
    data: of(counts.note, counts.highlight, counts.datapoint),
    folders: of(counts.folder),
    projects: of(counts.project),
    notes: of(counts.note),
    insights: of(counts.insight),
    highlights: of(counts.highlight),
    tags: of(counts.tag),
    people: of(counts.person),
    channels: of(counts.channel),
    themes: of(counts.theme),
  };
}
