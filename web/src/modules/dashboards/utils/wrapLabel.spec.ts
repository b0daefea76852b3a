import { chartLegend } from './chartLegend';
import { wrapLabel } from './wrapLabel';

describe('wrapLabel', () => {
  it('should keep a label that fits on one line as it is', () => {
    expect(wrapLabel('Pricing', 12)).toEqual(['Pricing']);
  });

  it('should break between words over two lines instead of cutting', () => {
    expect(wrapLabel('Pricing page feedback', 12)).toEqual(['Pricing page', 'feedback']);
  });

  it('should end the second line with an ellipsis when more words remain', () => {
    expect(wrapLabel('Pricing page feedback from enterprise customers', 12)).toEqual([
      'Pricing page',
      'feedback…',
    ]);
  });

  it('should cut a single word longer than a line', () => {
    expect(wrapLabel('Internationalisation', 8)).toEqual(['Interna…']);
    expect(wrapLabel('Internationalisation issues', 8, 1)).toEqual(['Interna…']);
  });
});

describe('chartLegend', () => {
  const drawing = (type: 'BAR' | 'LINE') => ({
    id: 'c',
    dashboardId: 'd',
    title: 'By tag',
    type,
    search: '{}',
    filterForm: null,
    rank: 0,
    data: {
      total: 3,
      score: null,
      responses: null,
      periods: [],
      buckets: [
        { key: 'a', label: 'Pricing page feedback', color: '#123456', count: 2, value: 2 },
        { key: 'b', label: 'Onboarding', color: null, count: 1, value: 1 },
      ],
    },
  });

  it("should list each bar's whole label, value and colour as drawn", () => {
    expect(chartLegend(drawing('BAR'), ['#aaaaaa', '#bbbbbb'])).toEqual([
      { label: 'Pricing page feedback', value: '2', color: '#123456' },
      { label: 'Onboarding', value: '1', color: '#bbbbbb' },
    ]);
  });

  it('should give a line chart no legend', () => {
    expect(chartLegend(drawing('LINE'), ['#aaaaaa'])).toEqual([]);
  });
});
