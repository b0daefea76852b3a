import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchResult } from './dto/search-result.model';
import type { SearchInput } from './dto/search.input';
import { SearchMethod, SearchSortBy } from './dto/search.enums';
import { FullTextSearchService, type MatchPage, type RankedMatch } from './full-text-search.service';
import { reciprocalRankFusion } from './reciprocal-rank-fusion';
import { SearchAggregationsService } from './search-aggregations.service';
import { SearchItemsService } from './search-items.service';
import { SearchFieldTypesService } from './search-field-types.service';
import { SEARCH_LIMITS, type SearchRequest, parseQuery, parseSearchRequest } from './search-request';
import { SuggestedQueryService } from './suggested-query.service';
import { VECTOR_CANDIDATES, VectorSearchService } from './vector-search.service';
import { SearchItemsRepository } from './search-items.repository';

/**
 * The workspace search (spec 000 §3): checks the request, finds a page of matches with the
 * request's method (FULL_TEXT, VECTOR, or HYBRID: both fused by reciprocal rank) and filters, and
 * builds the result items with their previews.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly fullText: FullTextSearchService,
    private readonly vector: VectorSearchService,
    private readonly items: SearchItemsService,
    private readonly suggestions: SuggestedQueryService,
    private readonly aggregations: SearchAggregationsService,
    private readonly rows: SearchItemsRepository,
    private readonly fieldTypes: SearchFieldTypesService,
  ) {}

  async search(scope: WorkspaceScope, input: SearchInput): Promise<SearchResult> {
    const request = parseSearchRequest(input);
    request.hiddenProjectIds = await scope.projects.hiddenProjectIds();
    await this.fieldTypes.resolve(scope.em, request);
    const method = request.query?.method ?? SearchMethod.FULL_TEXT;
    const byWords = method === SearchMethod.FULL_TEXT || !request.query;
    const { page, vectorIds } = byWords
      ? { page: await this.fullText.page(scope, request), vectorIds: null }
      : await this.byMeaning(scope, request, method);
    const items = await this.items.items(
      scope,
      page.matches.map((match) => match.id),
      request.query,
    );
    const suggestedQuery = await this.suggestion(scope, request, page.total);
    const aggregations = request.aggs
      ? await this.aggregations.aggregate(scope, request, request.aggs, vectorIds)
      : null;
    return {
      items,
      total: page.total,
      totalIsEstimate: page.totalIsEstimate,
      offset: request.offset,
      suggestedQuery,
      aggregations,
    };
  }

  /**
   * "Did you mean", offered where it helps: a suggestion that finds something by its words with the
   * same filters. "customers thing it costs" for "customers think it costs" would find nothing
   * either: after a search by words the page's own advice (match by meaning) stands instead, and a
   * search by meaning, which found its closest items anyway, is not sent to an empty page.
   */
  private async suggestion(
    scope: WorkspaceScope,
    request: SearchRequest,
    total: number,
  ): Promise<string | null> {
    if (!request.query) return null;
    const suggested = await this.suggestions.suggest(scope, request, total);
    if (!suggested) return null;
    // A suggestion a few letters longer than a query at the length limit is no longer a valid query.
    if (suggested.length > SEARCH_LIMITS.maxChars) return null;
    const query = parseQuery(suggested, SearchMethod.FULL_TEXT, request.query.titleOnly);
    return query && (await this.fullText.hasMatches(scope, { ...request, query })) ? suggested : null;
  }

  /**
   * VECTOR and HYBRID: ranked candidate lists, fused for HYBRID, then one page of them; with the
   * ids of the passing vector candidates, which aggregations count over.
   */
  private async byMeaning(
    scope: WorkspaceScope,
    request: SearchRequest,
    method: SearchMethod,
  ): Promise<{ page: MatchPage; vectorIds: string[] }> {
    const byRelevance = { ...request, sort: { ...request.sort, by: SearchSortBy.RELEVANCE } };
    // HYBRID's two halves at once: the nearest vectors are found in this process while PostgreSQL
    // ranks the words.
    const [vector, words] = await Promise.all([
      this.vector.candidates(scope, request),
      method === SearchMethod.HYBRID
        ? this.fullText.page(scope, byRelevance, { limit: VECTOR_CANDIDATES, offset: 0 })
        : null,
    ]);
    let ranked: RankedMatch[] = vector;
    let total = vector.length;
    let totalIsEstimate = false;
    if (words) {
      ranked = reciprocalRankFusion([words.matches, vector]);
      // Full-text matches beyond the fused window still count as found.
      total = ranked.length + Math.max(0, words.total - words.matches.length);
      totalIsEstimate = words.totalIsEstimate;
    }
    if (request.sort.by !== SearchSortBy.RELEVANCE) ranked = await this.byDate(scope, ranked, request);
    return {
      page: { matches: ranked.slice(request.offset, request.offset + request.limit), total, totalIsEstimate },
      vectorIds: vector.map((match) => match.id),
    };
  }

  private async byDate(
    scope: WorkspaceScope,
    matches: RankedMatch[],
    request: SearchRequest,
  ): Promise<RankedMatch[]> {
    if (matches.length === 0) return matches;
    const ids = await this.rows.idsInDateOrder(
      scope.em,
      scope.workspace.schemaName,
      matches.map((m) => m.id),
      request,
    );
    const rank = new Map(matches.map((m) => [m.id, m.rank]));
    return ids.map((id) => ({ id, rank: rank.get(id) ?? 0 }));
  }
}
