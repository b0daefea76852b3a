import type { SearchItemFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type {
  SearchInput,
  SearchMethod,
  SearchObjectType,
  SearchDatePreset,
  SearchSortBy,
  SortDirection,
} from '../../../gql/graphql';

/** One search result as the pages show it. */
export type SearchResultItem = SearchItemFieldsFragment;

/** A stretch of preview text; `match` where it matched the query. */
export type SearchTextSegment = SearchResultItem['preview']['title'][number];
