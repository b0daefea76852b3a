import type { ChartPreviewQuery } from '../../../gql/graphql';
import type { ChartDrawing } from '../types/ChartGrouping';

/**
 * What a chart draws, from its search's answer: the one aggregation it asked for. The same choice
 * as the API's `Chart.data` (charts.resolver.ts), for a chart not saved yet.
 */
export function chartDataOf(result: ChartPreviewQuery['search']): ChartDrawing['data'] {
  const aggregations = result.aggregations;
  const segments = aggregations?.npsSegments ?? aggregations?.csatSegments ?? null;
  return {
    total: result.total,
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
