import type { SearchResult } from '../search';
import type { ChartDataModel } from './dto/chart-data.model';

/**
 * What a chart draws from its search's answer: the total and the one aggregation it asks for
 * (LINE, BAR and PIE its buckets, CALLOUT its periods or its segments' score). A saved chart's
 * `data` and the chart editor's preview both read it from here.
 */
export function chartDataOf({
  total,
  aggregations,
}: Pick<SearchResult, 'total' | 'aggregations'>): ChartDataModel {
  const segments = aggregations?.npsSegments ?? aggregations?.csatSegments ?? null;
  return {
    total,
    buckets:
      aggregations?.date ??
      aggregations?.location ??
      aggregations?.field ??
      aggregations?.theme ??
      aggregations?.sentiment ??
      segments?.buckets ??
      [],
    periods: aggregations?.period ?? [],
    score: segments?.score ?? null,
    responses: segments?.responses ?? null,
  };
}
