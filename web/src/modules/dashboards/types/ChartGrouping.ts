import type { ChartFieldsFragment, ChartType, SearchDateInterval } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type { ChartType, SearchDateInterval, SearchGroupFn } from '../../../gql/graphql';

/** A chart as the dashboard page shows it. */
export type DashboardChart = ChartFieldsFragment;

/** What drawing a chart takes: a saved chart, or the chart editor's draft with its preview's data. */
export type ChartDrawing = Pick<DashboardChart, 'title' | 'type' | 'search' | 'data'>;

/** What a chart's one aggregation groups its matches by, as the chart editor offers it. */
export type ChartGroupBy =
  | 'tags'
  | 'createdBy'
  | 'contributors'
  | 'published'
  | 'type'
  | 'project'
  | 'folder'
  | 'channel'
  | 'theme'
  | 'date'
  | 'period'
  | 'sentiment'
  | 'npsSegments'
  | 'csatSegments';

/**
 * A chart's grouping with its time step (date histogram interval, or period length) and, for the
 * score segments, the NUMBER or NPS field holding the scores.
 */
export interface ChartGrouping {
  groupBy: ChartGroupBy;
  interval: SearchDateInterval;
  scoreField?: string | null;
}

/** Groupings that read a score field (spec 000 §3 npsSegments, csatSegments). */
export const SEGMENT_GROUPINGS: readonly ChartGroupBy[] = ['npsSegments', 'csatSegments'];

/** Which groupings each chart type can draw (the API refuses the others, spec 000 §3). */
export const GROUPINGS_BY_TYPE: Record<ChartType, ChartGroupBy[]> = {
  LINE: ['date'],
  BAR: [
    'tags',
    'createdBy',
    'contributors',
    'published',
    'type',
    'project',
    'folder',
    'channel',
    'theme',
    'date',
    'sentiment',
    'npsSegments',
    'csatSegments',
  ],
  PIE: [
    'tags',
    'createdBy',
    'contributors',
    'published',
    'type',
    'project',
    'folder',
    'channel',
    'theme',
    'sentiment',
    'npsSegments',
    'csatSegments',
  ],
  CALLOUT: ['period', 'npsSegments', 'csatSegments'],
};
