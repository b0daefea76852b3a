import type { ChartGroupBy, ChartType, SearchDateInterval, SearchGroupFn } from './types/ChartGrouping';

/** Strings of the dashboards and their charts. */
export const dashboardStrings = {
  dashboardsTitle: 'Dashboards',
  newDashboard: 'New dashboard',
  createDashboard: 'Create dashboard',
  creating: 'Creating…',
  dashboardTitleLabel: 'Dashboard title',
  renameDashboard: 'Rename dashboard',
  rename: 'Rename',
  renaming: 'Renaming…',
  deleteDashboard: 'Delete dashboard',
  deleteDashboardBody: (title: string, charts: number) =>
    `"${title}" and its ${charts === 1 ? 'chart' : `${charts} charts`} will be deleted for good. The notes, highlights and insights they count stay.`,
  delete: 'Delete',
  noDashboards: 'No dashboards yet',
  noDashboardsHint: 'Create a dashboard, then add charts that count your highlights, notes and insights.',
  noDashboardsViewerHint: 'Dashboards your team creates appear here.',
  columns: { title: 'Title', charts: 'Charts', updated: 'Updated', actions: 'Actions' },
  dashboardActions: (title: string) => `Actions for ${title}`,
  dashboardsBreadcrumb: 'Dashboards',
  chartNotFound: 'Chart was not found',
  backToDashboard: (title: string) => `Back to ${title}`,
  viewerHint: 'You can look at dashboards; ask a contributor to change them.',
  // Charts
  addChart: 'Add chart',
  noCharts: 'This dashboard has no charts yet',
  noChartsHint: 'Add a chart: pick what to count, how to group it and which filters apply.',
  noChartsViewerHint: 'A contributor can add charts to it.',
  chartActions: (title: string) => `Actions for chart ${title}`,
  editChart: 'Edit chart',
  moveUp: 'Move up',
  moveDown: 'Move down',
  downloadPng: 'Download PNG',
  downloadCsv: 'Download CSV',
  deleteChart: 'Delete chart',
  deleteChartBody: (title: string) =>
    `The chart "${title}" will be deleted for good. The data it counts stays.`,
  noMatches: 'Nothing matches this chart yet',
  noMatchesHint: 'Change its filters, or add the research it counts.',
  matches: (total: number) => `${total.toLocaleString()} ${total === 1 ? 'match' : 'matches'}`,
  // Editor
  preview: 'Preview',
  previewWaitsForFilter: 'Finish the filter rows to see the chart.',
  previewWaitsForScoreField: 'Choose a score field to see the chart.',
  previewAria: 'Preview of the chart',
  newChart: 'New chart',
  saveChart: 'Save chart',
  saving: 'Saving…',
  chartTitleLabel: 'Chart title',
  chartTypeLabel: 'Chart type',
  chartTypes: {
    LINE: 'Line',
    BAR: 'Bar',
    PIE: 'Pie',
    CALLOUT: 'Callout',
  } satisfies Record<ChartType, string>,
  countLabel: 'Count',
  countEverything: 'Everything',
  countDatapoints: 'Channel data points',
  groupByLabel: 'Group by',
  groupBy: {
    tags: 'Tag',
    createdBy: 'Created by',
    contributors: 'Contributors',
    published: 'Published or draft',
    type: 'Kind of item',
    project: 'Project',
    folder: 'Folder',
    channel: 'Channel',
    theme: 'Channel theme',
    date: 'Date created',
    period: 'Period',
    sentiment: 'Sentiment',
    npsSegments: 'NPS segments',
    csatSegments: 'CSAT segments',
  } satisfies Record<ChartGroupBy, string>,
  scoreFieldLabel: 'Score field',
  noScoreFields: 'No NUMBER or NPS field yet: add one in Settings › Fields to chart scores',
  /** Says why a score counts fewer responses than the chart matched: the rest have no score. */
  scoreCaption: (kind: 'NPS' | 'CSAT', responses: number, matched: number) => {
    const from = `${kind} from ${responses.toLocaleString()} ${responses === 1 ? 'response' : 'responses'}`;
    const unscored = matched - responses;
    return unscored > 0
      ? `${from} · ${unscored.toLocaleString()} of ${matched.toLocaleString()} without a score`
      : from;
  },
  intervalLabel: 'Interval',
  periodLabel: 'Compare the last',
  intervals: {
    year: 'Year',
    quarter: 'Quarter',
    month: 'Month',
    week: 'Week',
    day: 'Day',
    hour: 'Hour',
    minute: 'Minute',
  } satisfies Record<SearchDateInterval, string>,
  valueLabel: 'Show',
  groupFns: {
    COUNT: 'Count',
    PERCENT: 'Percentage of matches',
    AVG: 'Average',
    SUM: 'Sum',
    MAX: 'Maximum',
    MIN: 'Minimum',
    NPS: 'NPS',
    CSAT: 'CSAT',
  } satisfies Record<SearchGroupFn, string>,
  /** "Average of Seats" (spec 000 §3 functions over a NUMBER or NPS field). */
  groupFnOf: (fn: SearchGroupFn, field: string) =>
    fn === 'NPS' || fn === 'CSAT' ? `${fn} of ${field}` : `${dashboardStrings.groupFns[fn]} of ${field}`,
  deletedField: 'a deleted field',
  topKLabel: 'Bars or slices',
  wordsLabel: 'Containing the words',
  untitledChart: (groupBy: ChartGroupBy) => `By ${dashboardStrings.groupBy[groupBy].toLowerCase()}`,
  // Callout
  previousPeriod: (interval: SearchDateInterval) =>
    `previous ${dashboardStrings.intervals[interval].toLowerCase()}`,
  lastPeriod: (interval: SearchDateInterval) => `Last ${dashboardStrings.intervals[interval].toLowerCase()}`,
  change: (percent: number | null, previous: string, interval: SearchDateInterval) =>
    percent === null
      ? `${previous} in the ${dashboardStrings.previousPeriod(interval)}`
      : `${percent > 0 ? '+' : ''}${Math.round(percent)}% vs ${dashboardStrings.previousPeriod(interval)} (${previous})`,
  csvColumns: {
    label: 'Label',
    key: 'Key',
    count: 'Count',
    value: 'Value',
    from: 'From',
    to: 'To',
    period: 'Period',
    score: 'Score',
  },
  chartAria: (title: string) => `Chart: ${title}`,
} as const;
