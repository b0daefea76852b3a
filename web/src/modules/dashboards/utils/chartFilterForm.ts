import type { SearchInput } from '../../../gql/graphql';
import type { FilterForm, FilterRow } from '../../filters/types/FilterForm';
import type { CompiledFilter } from '../../filters/utils/compileFilter';
import { EMPTY_FILTER_FORM, parseFilterForm } from '../../filters/utils/parseFilterForm';

const row = (id: string, rest: Omit<FilterRow, 'id'>): FilterRow => ({ id, ...rest });

/**
 * The filter form a chart's editor starts from: the one it was saved with, else rows standing for
 * the simple filters an older chart keeps at the top of its search (projects, tags, author, date
 * preset, published), so they show and can be changed in the And/Or builder.
 */
export function chartFormOf(filterForm: string | null | undefined, search: SearchInput): FilterForm {
  if (filterForm) {
    try {
      return parseFilterForm(JSON.parse(filterForm)).form;
    } catch {
      return EMPTY_FILTER_FORM;
    }
  }
  const rows: FilterRow[] = [];
  if (search.location && search.location.ids.length > 0)
    rows.push(
      row('legacy-location', {
        field: 'Project',
        operator: search.location.operator === 'LOCATED_IN' ? 'IsOneOf' : 'IsNotOneOf',
        values: { kind: 'ids', ids: search.location.ids.map(String) },
      }),
    );
  if (search.tags?.operator === 'CONTAINS' && (search.tags.ids ?? []).length > 0)
    rows.push(
      row('legacy-tags', {
        field: 'Tags',
        operator: 'HasAnyOf',
        values: { kind: 'ids', ids: (search.tags.ids ?? []).map(String) },
      }),
    );
  if (search.user?.operator === 'CREATED_BY' && search.user.ids.length > 0)
    rows.push(
      row('legacy-user', {
        field: 'Authors',
        operator: 'IsOneOf',
        values: { kind: 'ids', ids: search.user.ids.map(String) },
      }),
    );
  if (search.date?.preset)
    rows.push(
      row('legacy-date', {
        field: search.date.method === 'UPDATED' ? 'Updated' : 'Created',
        operator: 'Is',
        values: { kind: 'range', preset: search.date.preset, from: null, to: null },
      }),
    );
  if (typeof search.published === 'boolean')
    rows.push(
      row('legacy-published', {
        field: 'Published',
        operator: 'Is',
        values: { kind: 'boolean', value: search.published },
      }),
    );
  return rows.length > 0 ? { combinator: 'And', rows } : EMPTY_FILTER_FORM;
}

/**
 * The search with the form compiled into its filter group. The simple top-level filters it stands
 * for are cleared (their rows are in the form now); archived items count only when a row asks.
 */
export function withChartFilter(search: SearchInput, compiled: CompiledFilter): SearchInput {
  return {
    ...search,
    location: null,
    user: null,
    tags: null,
    date: null,
    published: null,
    filter: compiled.filter,
    archived: compiled.filtersArchived ? null : search.archived === null ? null : false,
  };
}
