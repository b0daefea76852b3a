// The search module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { SearchLocationOperator, SortDirection } from './dto/search.enums';
export { SearchInput } from './dto/search.input';
export { SearchFilterGroupInput } from './dto/search-filter.input';
export { SearchResult } from './dto/search-result.model';
export { SearchAggBucket, SearchPeriodBucket } from './dto/search-aggregations.model';
export { SEARCH_LIMITS, parseSearchRequest, type SearchRequest } from './search-request';
export { type Sql, filterConditions, filterGroupSql } from './search-query.builder';
export { type ParsedFilterGroup, parseFilterGroup } from './search-filter-group';
export { SearchFieldTypesService } from './search-field-types.service';
export {
  COUNT_IN_TABLES_BELOW,
  FullTextSearchService,
  NEWER_SAMPLE,
  RANK_WALK,
  RANK_WALK_MORE,
  RANK_WINDOW,
} from './full-text-search.service';
export { SearchService } from './search.service';
export { SearchModule } from './search.module';
