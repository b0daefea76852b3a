import { type SearchInput, parseSearchRequest } from '../search';
import { dashboardErrors } from './dashboard.errors';
import { ChartType } from './dto/chart-type.enum';

type Aggregation =
  'date' | 'location' | 'field' | 'theme' | 'period' | 'sentiment' | 'npsSegments' | 'csatSegments';

const AGGREGATIONS: readonly Aggregation[] = [
  'date',
  'location',
  'field',
  'theme',
  'period',
  'sentiment',
  'npsSegments',
  'csatSegments',
];

const DRAWS: Record<ChartType, Aggregation[]> = {
  [ChartType.LINE]: ['date'],
  [ChartType.BAR]: ['date', 'location', 'field', 'theme', 'sentiment', 'npsSegments', 'csatSegments'],
  [ChartType.PIE]: ['location', 'field', 'theme', 'sentiment', 'npsSegments', 'csatSegments'],
  // A callout shows one figure: a period's change, or a score.
  [ChartType.CALLOUT]: ['period', 'npsSegments', 'csatSegments'],
};

/**
 * Checks a chart's search request exactly as a search is checked (spec 000 §5), and that it asks
 * for the one aggregation the chart type can draw. Returns the request as it is stored: a plain
 * JSON copy of the SearchInput shape.
 */
export function checkChartSearch(type: ChartType, search: SearchInput): Record<string, unknown> {
  const request = parseSearchRequest(search);
  const asked = AGGREGATIONS.filter((name) => Boolean(request.aggs?.[name]));
  if (asked.length !== 1) throw dashboardErrors.oneAggregation();
  if (!DRAWS[type].includes(asked[0])) throw dashboardErrors.aggregationForType(type);
  return JSON.parse(JSON.stringify(search)) as Record<string, unknown>;
}
