import type { SearchAggsInput, SearchGroupFn, SearchInput } from '../../../gql/graphql';
import type { ChartGroupBy, ChartGrouping } from '../types/ChartGrouping';

/** A chart's stored search request (JSON of the SearchInput shape, as the API keeps it). */
export function parseChartSearch(json: string): SearchInput {
  const parsed: SearchInput = JSON.parse(json);
  return parsed;
}

/** The search a new chart starts from: highlights by tag. */
export const NEW_CHART_SEARCH: SearchInput = {
  types: ['HIGHLIGHT'],
  aggs: { field: { type: 'TAGS' } },
  groupFn: 'COUNT',
  archived: false,
  limit: 0,
};

const FIELD: Partial<Record<ChartGroupBy, NonNullable<SearchAggsInput['field']>['type']>> = {
  tags: 'TAGS',
  createdBy: 'CREATED_BY',
  contributors: 'CONTRIBUTORS',
  published: 'PUBLISHED',
  type: 'TYPE',
};

/** What a stored search's aggregation groups by. */
export function groupingOf(search: SearchInput): ChartGrouping {
  const aggs = search.aggs;
  if (aggs?.sentiment) return { groupBy: 'sentiment', interval: 'month' };
  if (aggs?.npsSegments)
    return { groupBy: 'npsSegments', interval: 'month', scoreField: String(aggs.npsSegments.field) };
  if (aggs?.csatSegments)
    return { groupBy: 'csatSegments', interval: 'month', scoreField: String(aggs.csatSegments.field) };
  if (aggs?.date) return { groupBy: 'date', interval: aggs.date.interval ?? 'month' };
  if (aggs?.period) return { groupBy: 'period', interval: aggs.period.lastPeriod ?? 'month' };
  if (aggs?.theme) return { groupBy: 'theme', interval: 'month' };
  if (aggs?.location) {
    const place = { FOLDER: 'folder', CHANNEL: 'channel', PROJECT: 'project' } as const;
    return { groupBy: place[aggs.location.type], interval: 'month' };
  }
  const field = aggs?.field?.type;
  const groupBy = (Object.keys(FIELD) as ChartGroupBy[]).find((key) => FIELD[key] === field) ?? 'tags';
  return { groupBy, interval: 'month' };
}

/** The search with its one aggregation set to `grouping` (the filters stay). */
export function withGrouping(search: SearchInput, grouping: ChartGrouping, topK: number | null): SearchInput {
  const { groupBy, interval } = grouping;
  let aggs: SearchAggsInput;
  if (groupBy === 'sentiment') aggs = { sentiment: true };
  else if (groupBy === 'npsSegments') aggs = { npsSegments: { field: grouping.scoreField ?? '' } };
  else if (groupBy === 'csatSegments') aggs = { csatSegments: { field: grouping.scoreField ?? '' } };
  else if (groupBy === 'date') aggs = { date: { method: 'CREATED', interval } };
  else if (groupBy === 'period') aggs = { period: { method: 'CREATED', lastPeriod: interval, periods: 2 } };
  else if (groupBy === 'theme') aggs = { theme: { topK } };
  else if (groupBy === 'project' || groupBy === 'folder' || groupBy === 'channel') {
    const place = { folder: 'FOLDER', channel: 'CHANNEL', project: 'PROJECT' } as const;
    aggs = { location: { type: place[groupBy], topK } };
  } else aggs = { field: { type: FIELD[groupBy] ?? 'TAGS', topK } };
  return { ...search, aggs };
}

/** How many bars or slices a stored search asks for (null: the API's default). */
export function topKOf(search: SearchInput): number | null {
  return search.aggs?.field?.topK ?? search.aggs?.location?.topK ?? search.aggs?.theme?.topK ?? null;
}

/** The "Show" choice of a stored search: its function, and the field it reads (`AVG:<field id>`). */
export function valueChoiceOf(search: SearchInput): string {
  const fn = search.groupFn ?? 'COUNT';
  return search.groupFnField ? `${fn}:${String(search.groupFnField)}` : fn;
}

/** The search with the function (and field) of a "Show" choice. */
export function withValueChoice(search: SearchInput, choice: string): SearchInput {
  const [fn, field] = choice.split(':') as [SearchGroupFn, string | undefined];
  return { ...search, groupFn: fn, groupFnField: field ?? null };
}
