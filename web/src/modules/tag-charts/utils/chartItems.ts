import type { TagChartFieldsFragment, TagChartMetric } from '../../../gql/graphql';

export type TagChartData = TagChartFieldsFragment;
export type TagChartItemData = TagChartData['items'][number];

/** One item as the charts draw it: a unique label, its value by the chosen metric, its colour. */
export interface ChartDatum {
  id: string;
  label: string;
  value: number;
  color: string;
}

export function metricValue(item: TagChartItemData, metric: TagChartMetric): number {
  if (metric === 'NOTE_COUNT') return item.noteCount;
  if (metric === 'TEXT_VOLUME') return item.textVolume;
  return item.highlightCount;
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The visible items as chart data, largest first. Labels are made unique (a project tag and a
 * workspace tag may share a title) because the bar and radar charts key their axes by label.
 */
export function chartData(chart: TagChartData, groupLabel: (title: string) => string): ChartDatum[] {
  const seen = new Map<string, number>();
  return chart.items
    .filter((item) => !item.hidden)
    .map((item) => {
      const base = item.kind === 'GROUP' ? groupLabel(item.title) : item.title;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return {
        id: item.id,
        label: count === 1 ? base : `${base} (${count})`,
        value: metricValue(item, chart.metric),
        color: SAFE_COLOR.test(item.color) ? item.color : '#757575',
      };
    })
    .sort((a, b) => b.value - a.value);
}
