import type { SearchDatePreset, SearchMethod } from '../types/SearchResultItem';
import type { SearchFilter, SearchSortKey, SearchState } from '../types/SearchState';
import { SEARCH_SORTS, SEARCH_SORT_KEYS } from './searchSorts';
import { searchTab } from './searchTabs';
import type { FilterForm } from '../../filters/types/FilterForm';
import { EMPTY_FILTER_FORM, parseFilterForm } from '../../filters/utils/parseFilterForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METHODS: readonly SearchMethod[] = ['FULL_TEXT', 'VECTOR', 'HYBRID'];
/** Spec 000 §3 date presets, as the request model names them. */
export const DATE_PRESETS: readonly SearchDatePreset[] = [
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'last7Days',
  'last14Days',
  'last28Days',
  'last90Days',
  'last180Days',
  'allTimeNoRange',
];

/** Spec 000 §4: the empty filter every search starts from. */
export const DEFAULT_SEARCH_FILTER: SearchFilter = {
  tagIds: [],
  createdBy: [],
  datePreset: null,
  published: null,
  includeArchived: false,
  form: EMPTY_FILTER_FORM,
};

/** The filter as the `filter` parameter stores it: short names, only what differs from the default. */
interface StoredFilter {
  tags?: string[];
  createdBy?: string[];
  date?: string;
  published?: boolean;
  archived?: boolean;
  form?: FilterForm;
}

/** The sort as the `sort` parameter writes it: field and direction, e.g. `CREATED.ASC`. */
function sortParam(sort: SearchSortKey): string {
  const { by, direction } = SEARCH_SORTS[sort];
  return `${by}.${direction}`;
}

function readSort(value: string | null): SearchSortKey {
  return SEARCH_SORT_KEYS.find((key) => sortParam(key) === value) ?? 'relevance';
}

/** Ids that are UUIDs (spec 000 §5: filter ids must be UUIDs), each once; `ok` is false if one was not. */
function uuids(values: unknown): { ids: string[]; ok: boolean } {
  if (values === undefined) return { ids: [], ok: true };
  if (!Array.isArray(values)) return { ids: [], ok: false };
  const ids = values.filter((v): v is string => typeof v === 'string' && UUID.test(v));
  return { ids: [...new Set(ids.map((id) => id.toLowerCase()))], ok: ids.length === values.length };
}

/** Reads the `filter` parameter; spec 000 §5: it must be valid JSON, else it is ignored. */
export function readFilter(value: string | null): { filter: SearchFilter; invalid: boolean } {
  if (value === null || value === '') return { filter: DEFAULT_SEARCH_FILTER, invalid: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { filter: DEFAULT_SEARCH_FILTER, invalid: true };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { filter: DEFAULT_SEARCH_FILTER, invalid: true };
  }
  const stored = parsed as Record<string, unknown>;
  const tags = uuids(stored.tags);
  const createdBy = uuids(stored.createdBy);
  const date = DATE_PRESETS.find((preset) => preset === stored.date) ?? null;
  const published = typeof stored.published === 'boolean' ? stored.published : null;
  const archived = stored.archived === true;
  const form =
    stored.form === undefined ? { form: EMPTY_FILTER_FORM, ok: true } : parseFilterForm(stored.form);
  const invalid =
    !form.ok ||
    !tags.ok ||
    !createdBy.ok ||
    (stored.date !== undefined && date === null) ||
    (stored.published !== undefined && published === null) ||
    (stored.archived !== undefined && typeof stored.archived !== 'boolean');
  return {
    filter: {
      tagIds: tags.ids,
      createdBy: createdBy.ids,
      datePreset: date,
      published,
      includeArchived: archived,
      form: form.form,
    },
    invalid,
  };
}

/**
 * The `filter` parameter for a filter, or null when it is the default once cleaned (spec 000 §4:
 * empty lists and empty dates are dropped; an unchanged filter leaves the address alone).
 */
export function writeFilter(filter: SearchFilter): string | null {
  const stored: StoredFilter = {};
  if (filter.tagIds.length > 0) stored.tags = filter.tagIds;
  if (filter.createdBy.length > 0) stored.createdBy = filter.createdBy;
  if (filter.datePreset && filter.datePreset !== 'allTimeNoRange') stored.date = filter.datePreset;
  if (filter.published !== null) stored.published = filter.published;
  if (filter.includeArchived) stored.archived = true;
  // Rows are kept as typed, unfinished ones too: the address is the form, not what is sent.
  if (filter.form.rows.length > 0) stored.form = filter.form;
  return Object.keys(stored).length > 0 ? JSON.stringify(stored) : null;
}

/**
 * The search page's state from its address: query, resultType, projectIds, sort, method, filter.
 * `q` is read as the query too: it is what a browser's custom search engine or a hand-typed link sends.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const { filter, invalid } = readFilter(params.get('filter'));
  const projectIds = uuids((params.get('projectIds') ?? '').split(',').filter(Boolean));
  const method = METHODS.find((m) => m === params.get('method')) ?? 'FULL_TEXT';
  return {
    query: params.get('query') ?? params.get('q') ?? '',
    tab: searchTab(params.get('resultType')).key,
    method,
    sort: readSort(params.get('sort')),
    projectIds: projectIds.ids,
    filter,
    filterInvalid: invalid,
  };
}

/** The address parameters of a state; defaults are left out so plain searches keep short links. */
export function writeSearchState(state: Omit<SearchState, 'filterInvalid'>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query !== '') params.set('query', state.query);
  if (state.tab !== 'everything') params.set('resultType', state.tab);
  if (state.projectIds.length > 0) params.set('projectIds', state.projectIds.join(','));
  if (state.sort !== 'relevance') params.set('sort', sortParam(state.sort));
  if (state.method !== 'FULL_TEXT') params.set('method', state.method);
  const filter = writeFilter(state.filter);
  if (filter) params.set('filter', filter);
  return params;
}

/** The address of a search for `query` (the global search's "See all results"). */
export function searchPagePath(query: string, method: SearchState['method'] = 'FULL_TEXT'): string {
  const params = writeSearchState({
    query,
    tab: 'everything',
    method,
    sort: 'relevance',
    projectIds: [],
    filter: DEFAULT_SEARCH_FILTER,
  });
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}
