import { AppError, MAX_CHARTS_PER_DASHBOARD } from '@fieldnote/core';
import { ChartType } from './dto/chart-type.enum';

const AGGREGATIONS_FOR: Record<ChartType, string> = {
  [ChartType.LINE]: 'aggs.date',
  [ChartType.BAR]:
    'aggs.date, aggs.location, aggs.field, aggs.theme, aggs.sentiment, aggs.npsSegments or aggs.csatSegments',
  [ChartType.PIE]:
    'aggs.location, aggs.field, aggs.theme, aggs.sentiment, aggs.npsSegments or aggs.csatSegments',
  [ChartType.CALLOUT]: 'aggs.period, aggs.npsSegments or aggs.csatSegments',
};

/** The refusals of dashboard and chart changes, worded for people and naming the field. */
export const dashboardErrors = {
  oneAggregation: (): AppError =>
    AppError.badInput(
      'A chart draws one aggregation: set exactly one of aggs.date, aggs.location, aggs.field, aggs.theme, aggs.period, aggs.sentiment, aggs.npsSegments or aggs.csatSegments in its search.',
      { field: 'search.aggs' },
    ),
  aggregationForType: (type: ChartType): AppError =>
    AppError.badInput(
      `A ${type} chart draws ${AGGREGATIONS_FOR[type]}; change the chart type or its aggregation.`,
      {
        field: 'search.aggs',
      },
    ),
  badFilterForm: (): AppError =>
    AppError.badInput('Invalid JSON: the chart’s filter form must be JSON of an object.', {
      field: 'filterForm',
    }),
  filterFormTooLong: (): AppError =>
    AppError.badInput('A chart’s filter form can be at most 20,000 characters long.', {
      field: 'filterForm',
    }),
  tooManyCharts: (): AppError =>
    AppError.badInput(`A dashboard can hold at most ${MAX_CHARTS_PER_DASHBOARD} charts.`, {
      field: 'dashboardId',
    }),
  chartAfterItself: (): AppError =>
    AppError.badInput('A chart cannot be placed after itself.', { field: 'afterId' }),
  neighbourElsewhere: (): AppError =>
    AppError.badInput(
      'The chart to place it after is not on this dashboard any more. Reload and try again.',
      {
        field: 'afterId',
      },
    ),
} as const;
