import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchAggregations } from './dto/search-aggregations.model';
import { SearchGroupFn } from './dto/search.enums';
import type { SearchAggsRequest } from './search-aggs-request';
import { AggregationRun } from './search-aggregations.repository';
import type { SearchRequest } from './search-request';

/**
 * The aggregations of a search (spec 000 §3): each one a GROUP BY in PostgreSQL over every match of
 * the request — the same WHERE as the items, so the same filters, and nothing from the trash (the
 * index holds live objects only) — never a scan of fetched rows.
 */
@Injectable()
export class SearchAggregationsService {
  async aggregate(
    scope: WorkspaceScope,
    request: SearchRequest,
    aggs: SearchAggsRequest,
    vectorIds: string[] | null,
    now = new Date(),
  ): Promise<SearchAggregations> {
    const run = new AggregationRun(scope, request, aggs, vectorIds);
    const percent = aggs.groupFn === SearchGroupFn.PERCENT;
    const total = percent ? await run.total() : 0;
    const [date, location, field, theme, period, sentiment, npsSegments, csatSegments] = await Promise.all([
      aggs.date ? run.dates(aggs.date.method, aggs.date.interval, now) : null,
      aggs.location ? run.locations(aggs.location.type, aggs.location.topK) : null,
      aggs.field ? run.fields(aggs.field.type, aggs.field.ids, aggs.field.topK) : null,
      aggs.theme ? run.themes(aggs.theme.topK) : null,
      aggs.period ? run.periods(aggs.period, now) : null,
      aggs.sentiment ? run.sentiment() : null,
      aggs.npsSegments ? run.segments('NPS', aggs.npsSegments.fieldId) : null,
      aggs.csatSegments ? run.segments('CSAT', aggs.csatSegments.fieldId) : null,
    ]);
    // PERCENT: the bucket's count as a share of every match (that has a value of the field, if one).
    const withValue = <T extends { count: number; value: number | null }>(buckets: T[] | null) =>
      buckets?.map((bucket) =>
        percent ? { ...bucket, value: total === 0 ? 0 : (100 * bucket.count) / total } : bucket,
      ) ?? null;
    return {
      date: withValue(date),
      location: withValue(location),
      field: withValue(field),
      theme: withValue(theme),
      period: withValue(period),
      sentiment: withValue(sentiment),
      npsSegments,
      csatSegments,
    };
  }
}
