import { Module } from '@nestjs/common';
import { FullTextSearchService } from './full-text-search.service';
import { SearchAggregationsService } from './search-aggregations.service';
import { SearchItemsService } from './search-items.service';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';
import { SuggestedQueryService } from './suggested-query.service';
import { VectorSearchService } from './vector-search.service';
import { FullTextSearchRepository } from './full-text-search.repository';
import { SearchItemsRepository } from './search-items.repository';
import { RecentMatchesService } from './recent-matches.service';
import { SearchFieldTypesService } from './search-field-types.service';

/** Search: full text, vector and hybrid, aggregations and suggestions. */
@Module({
  providers: [
    FullTextSearchRepository,
    SearchItemsRepository,
    SearchResolver,
    SearchService,
    FullTextSearchService,
    SearchItemsService,
    SearchAggregationsService,
    SuggestedQueryService,
    VectorSearchService,
    RecentMatchesService,
    SearchFieldTypesService,
  ],
  exports: [SearchService, SearchFieldTypesService],
})
export class SearchModule {}
