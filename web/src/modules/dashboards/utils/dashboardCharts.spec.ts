import type { ChartFieldsFragment } from '../../../gql/graphql';
import { chartCsv } from './chartCsv';
import { defaultScoreFieldIn, scoreFieldsOf } from './scoreFields';
import type { FilterCustomField } from '../../filters/types/FilterOptions';
import { chartFormOf, withChartFilter } from './chartFilterForm';
import { formatValue, valueAxis, valueFormatOf } from './chartRows';
import { groupingOf, valueChoiceOf, withGrouping, withValueChoice } from './chartSearch';
import { compileFilter } from '../../filters/utils/compileFilter';
import { valueTicks } from './valueTicks';
import { tickLabelLength } from './tickLabelLength';

const TAG = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';

function chart(overrides: Partial<ChartFieldsFragment>): ChartFieldsFragment {
  return {
    id: 'c1',
    dashboardId: 'd1',
    title: 'By tag',
    type: 'BAR',
    search: '{}',
    filterForm: null,
    rank: 0,
    data: { total: 0, score: null, responses: null, buckets: [], periods: [] },
    ...overrides,
  };
}

describe('dashboard charts', () => {
  it('should quote and escape labels in the CSV, and defuse formulas', () => {
    const csv = chartCsv(
      chart({
        data: {
          total: 3,
          score: null,
          responses: null,
          periods: [],
          buckets: [
            { key: TAG, label: 'Pricing, "too expensive"', color: '#fff', count: 2, value: 2 },
            { key: 'x', label: '=HYPERLINK("evil")', color: null, count: 1, value: 1 },
          ],
        },
      }),
    );
    expect(csv).toBe(
      `Label,Key,Count,Value\r\n"Pricing, ""too expensive""",${TAG},2,2\r\n"'=HYPERLINK(""evil"")",x,1,1`,
    );
  });

  it('should write the periods of a CALLOUT chart', () => {
    const csv = chartCsv(
      chart({
        type: 'CALLOUT',
        data: {
          total: 5,
          score: null,
          responses: null,
          buckets: [],
          periods: [
            {
              index: 0,
              from: '2026-11-19T00:00:00.000Z',
              to: '2026-11-26T00:00:00.000Z',
              count: 3,
              value: 3,
            },
            {
              index: 1,
              from: '2026-11-12T00:00:00.000Z',
              to: '2026-11-19T00:00:00.000Z',
              count: 2,
              value: 2,
            },
          ],
        },
      }),
    );
    expect(csv.split('\r\n')).toEqual([
      'Period,From,To,Count,Value',
      '0,2026-11-19T00:00:00.000Z,2026-11-26T00:00:00.000Z,3,3',
      '1,2026-11-12T00:00:00.000Z,2026-11-19T00:00:00.000Z,2,2',
    ]);
  });

  it('should read and write the grouping of a stored search without touching its filters', () => {
    const search = {
      types: ['HIGHLIGHT' as const],
      tags: { operator: 'CONTAINS' as const, ids: [TAG] },
      aggs: { field: { type: 'TAGS' as const } },
    };
    expect(groupingOf(search)).toEqual({ groupBy: 'tags', interval: 'month' });
    const byWeek = withGrouping(search, { groupBy: 'date', interval: 'week' }, null);
    expect(byWeek.aggs).toEqual({ date: { method: 'CREATED', interval: 'week' } });
    expect(byWeek.tags).toEqual(search.tags);
    expect(groupingOf(withGrouping(search, { groupBy: 'folder', interval: 'month' }, 5))).toEqual({
      groupBy: 'folder',
      interval: 'month',
    });
  });

  it('should read an older chart’s simple filters as rows, and compile the rows in their place', () => {
    const search = {
      types: ['INSIGHT' as const],
      aggs: { field: { type: 'PUBLISHED' as const } },
      location: { operator: 'LOCATED_IN' as const, ids: [TAG] },
      date: { method: 'CREATED' as const, preset: 'last7Days' as const },
      published: true,
      limit: 0,
    };
    const form = chartFormOf(null, search);
    expect(form.rows.map((row) => [row.field, row.operator])).toEqual([
      ['Project', 'IsOneOf'],
      ['Created', 'Is'],
      ['Published', 'Is'],
    ]);
    const compiled = compileFilter(form, { now: new Date('2026-11-26T00:00:00Z'), currentUserId: null });
    const next = withChartFilter(search, compiled);
    expect(next).toMatchObject({ location: null, date: null, published: null, archived: false });
    expect(next.filter?.clauses).toEqual([
      { location: { operator: 'LOCATED_IN', ids: [TAG] } },
      { date: { method: 'CREATED', preset: 'last7Days' } },
      { published: true },
    ]);
    // A saved form is read back as it was saved.
    const saved = JSON.stringify({ combinator: 'Or', rows: form.rows });
    expect(chartFormOf(saved, next)).toEqual({ combinator: 'Or', rows: form.rows });
  });

  it('should read and write a function over a field, and segments with their score field', () => {
    const search = { aggs: { field: { type: 'TYPE' as const } }, limit: 0 };
    const averaged = withValueChoice(search, `AVG:${TAG}`);
    expect(averaged).toMatchObject({ groupFn: 'AVG', groupFnField: TAG });
    expect(valueChoiceOf(averaged)).toBe(`AVG:${TAG}`);
    expect(withValueChoice(averaged, 'COUNT')).toMatchObject({ groupFn: 'COUNT', groupFnField: null });
    const nps = withGrouping(search, { groupBy: 'npsSegments', interval: 'month', scoreField: TAG }, null);
    expect(nps.aggs).toEqual({ npsSegments: { field: TAG } });
    expect(groupingOf(nps)).toEqual({ groupBy: 'npsSegments', interval: 'month', scoreField: TAG });
    expect(groupingOf(withGrouping(search, { groupBy: 'sentiment', interval: 'month' }, null)).groupBy).toBe(
      'sentiment',
    );
  });

  it('should show each function’s values in its own format, and no value as a dash', () => {
    expect(valueFormatOf({ groupFn: 'AVG', groupFnField: TAG, limit: 0 })).toBe('decimal');
    expect(valueFormatOf({ groupFn: 'NPS', groupFnField: TAG, limit: 0 })).toBe('score');
    expect(valueFormatOf({ groupFn: 'CSAT', groupFnField: TAG, limit: 0 })).toBe('percent');
    expect(valueFormatOf({ aggs: { npsSegments: { field: TAG } }, limit: 0 })).toBe('percent');
    expect(formatValue(27.456, 'decimal')).toBe('27.46');
    expect(formatValue(33.3, 'score')).toBe('+33');
    expect(formatValue(null, 'decimal')).toBe('—');
    expect(valueAxis([12, null], 'score')).toEqual([-100, -50, 0, 50, 100]);
    expect(valueAxis([-3, 12], 'decimal')).toEqual([-5, 0, 5, 10, 15]);
  });

  it('should end a segments chart’s CSV with its score', () => {
    const csv = chartCsv(
      chart({
        type: 'PIE',
        data: {
          total: 2,
          score: 0,
          responses: 2,
          periods: [],
          buckets: [
            { key: 'Detractor', label: 'Detractor', color: null, count: 1, value: 50 },
            { key: 'Passive', label: 'Passive', color: null, count: 0, value: 0 },
            { key: 'Promoter', label: 'Promoter', color: null, count: 1, value: 50 },
          ],
        },
      }),
    );
    expect(csv.split('\r\n')).toEqual([
      'Label,Key,Count,Value',
      'Detractor,Detractor,1,50',
      'Passive,Passive,0,0',
      'Promoter,Promoter,1,50',
      'Score,,2,0',
    ]);
  });

  it.each([
    [0, [0]],
    [2, [0, 1, 2]],
    [12, [0, 5, 10, 15]],
    [100, [0, 20, 40, 60, 80, 100]],
  ])('should put round whole ticks on an axis up to %i', (max, ticks) => {
    expect(valueTicks(max)).toEqual(ticks);
  });
});

describe(scoreFieldsOf.name, () => {
  const field = (
    id: string,
    type: FilterCustomField['type'],
    target: FilterCustomField['target'],
  ): FilterCustomField => ({ id, label: id, type, target, maxSelectable: 1, options: [] });
  const fields = [
    field('seats', 'NUMBER', 'NOTE'),
    field('seats', 'NUMBER', 'INSIGHT'),
    field('plan', 'SELECT', 'NOTE'),
    field('nps', 'NPS', 'PERSON'),
    field('age', 'NUMBER', 'PERSON'),
  ];

  it('should offer people their own score fields, and every other kind the notes’ and insights’', () => {
    expect(scoreFieldsOf(fields, 'PERSON').map((f) => f.id)).toEqual(['nps', 'age']);
    expect(scoreFieldsOf(fields, 'NOTE').map((f) => f.id)).toEqual(['seats']);
    expect(scoreFieldsOf(fields, 'everything').map((f) => f.id)).toEqual(['seats']);
  });

  it('should start NPS segments on an NPS field and CSAT on a NUMBER one, else the first, else none', () => {
    const people = scoreFieldsOf(fields, 'PERSON');
    expect(defaultScoreFieldIn(people, 'npsSegments')).toBe('nps');
    expect(defaultScoreFieldIn(people, 'csatSegments')).toBe('age');
    expect(defaultScoreFieldIn(scoreFieldsOf(fields, 'NOTE'), 'npsSegments')).toBe('seats');
    expect(defaultScoreFieldIn([], 'npsSegments')).toBeNull();
  });
});

describe(tickLabelLength.name, () => {
  it('should give side-by-side labels the more room the fewer the bars, never under 12 characters', () => {
    const wide = { compact: false, turned: false };
    expect([1, 2, 3, 4, 5].map((bars) => tickLabelLength(bars, wide))).toEqual([60, 30, 20, 15, 12]);
    expect([1, 2, 3].map((bars) => tickLabelLength(bars, { compact: true, turned: false }))).toEqual([
      36, 18, 12,
    ]);
    expect(tickLabelLength(0, wide)).toBe(60);
  });

  it('should keep turned labels at 16 characters', () => {
    expect(tickLabelLength(6, { compact: false, turned: true })).toBe(16);
    expect(tickLabelLength(40, { compact: true, turned: true })).toBe(16);
  });
});
