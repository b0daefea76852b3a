import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type {
  PersonFilterField,
  PersonFilterInput,
  PersonFilterOperator,
  PersonSortField,
  PeopleListQueryVariables,
} from '../../../gql/graphql';

const SORT_FIELDS: Record<string, PersonSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  noteCount: 'NOTE_COUNT',
  highlightCount: 'HIGHLIGHT_COUNT',
  createdAt: 'CREATED_AT',
  updatedAt: 'UPDATED_AT',
};

const FILTER_FIELDS: Record<string, PersonFilterField> = { name: 'NAME', email: 'EMAIL' };

/** The Data Grid's string operators the server applies, by its names (spec 000 §3 operators). */
export const SERVER_OPERATORS: Record<string, PersonFilterOperator> = {
  contains: 'CONTAINS',
  doesNotContain: 'DOES_NOT_CONTAIN',
  equals: 'IS',
  doesNotEqual: 'IS_NOT',
  isEmpty: 'IS_EMPTY',
  isNotEmpty: 'IS_NOT_EMPTY',
};

/** The people query's variables for the grid's page, sort and filter (all applied on the server). */
export function gridQueryVariables(
  pagination: GridPaginationModel,
  sort: GridSortModel,
  filter: GridFilterModel,
): PeopleListQueryVariables {
  const first = sort[0];
  const filters: PersonFilterInput[] = filter.items.flatMap((item) => {
    const field = FILTER_FIELDS[item.field];
    const operator = SERVER_OPERATORS[item.operator];
    if (!field || !operator) return [];
    const value = typeof item.value === 'string' ? item.value : null;
    return [{ field, operator, value }];
  });
  const query = (filter.quickFilterValues ?? []).join(' ').trim();
  return {
    offset: pagination.page * pagination.pageSize,
    limit: pagination.pageSize,
    sortBy: (first && SORT_FIELDS[first.field]) || 'NAME',
    sortDirection: first?.sort === 'desc' ? 'DESC' : 'ASC',
    query: query === '' ? null : query,
    filters,
  };
}
