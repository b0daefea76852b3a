import type { TagChartFieldsFragment } from '../../../gql/graphql';
import { chartData } from './chartItems';
import { tagChartCsv } from './tagChartCsv';

const item = (
  id: string,
  title: string,
  counts: [number, number, number],
  extra: Partial<TagChartFieldsFragment['items'][number]> = {},
): TagChartFieldsFragment['items'][number] => ({
  id,
  kind: 'TAG',
  title,
  color: '#123456',
  highlightCount: counts[0],
  noteCount: counts[1],
  textVolume: counts[2],
  hidden: false,
  ...extra,
});

describe('tag chart CSV', () => {
  const chart: TagChartFieldsFragment = {
    projectId: 'p1',
    metric: 'NOTE_COUNT',
    type: 'BAR',
    collapsedGroupIds: [],
    hiddenItemIds: ['c'],
    groups: [],
    items: [
      item('a', 'Pricing, "too expensive"', [5, 1, 300]),
      item('b', '=HYPERLINK("evil")', [2, 3, 40], { kind: 'GROUP' }),
      item('c', 'Hidden', [9, 9, 9], { hidden: true }),
    ],
  };

  it('should list the visible items in the order drawn, with every measure, quoted and defused', () => {
    const order = chartData(chart, (title) => `${title} (group)`).map((point) => point.id);
    expect(order).toEqual(['b', 'a']);
    expect(tagChartCsv(chart, order).split('\r\n')).toEqual([
      'Item,Kind,Highlights,Notes,Text volume',
      `"'=HYPERLINK(""evil"")",Tag group,2,3,40`,
      '"Pricing, ""too expensive""",Tag,5,1,300',
    ]);
  });
});
