import type { TagChartMetric, TagChartType } from '../../gql/graphql';

/** Every string of the tag chart, in one place. */
export const tagChartStrings = {
  title: 'Tag chart',
  metricLabel: 'Measure',
  metrics: {
    HIGHLIGHT_COUNT: 'Highlights',
    NOTE_COUNT: 'Notes',
    TEXT_VOLUME: 'Text volume',
  } satisfies Record<TagChartMetric, string>,
  metricUnit: {
    HIGHLIGHT_COUNT: (n: number) => (n === 1 ? '1 highlight' : `${n.toLocaleString()} highlights`),
    NOTE_COUNT: (n: number) => (n === 1 ? '1 note' : `${n.toLocaleString()} notes`),
    TEXT_VOLUME: (n: number) => (n === 1 ? '1 character' : `${n.toLocaleString()} characters`),
  } satisfies Record<TagChartMetric, (n: number) => string>,
  typeLabel: 'Chart type',
  types: { BAR: 'Bar', RADAR: 'Radar', PIE: 'Pie', TREEMAP: 'Treemap' } satisfies Record<
    TagChartType,
    string
  >,
  collapsedLabel: 'Collapsed tag groups',
  collapsedHelp: 'A collapsed group is drawn as one item counting all its tags.',
  hiddenLabel: 'Hidden items',
  groupOption: (title: string, board: string) => `${title} (${board})`,
  groupItem: (title: string) => `${title} (group)`,
  summary: (metric: string, parts: string[]) =>
    parts.length === 0
      ? `Tag chart of ${metric}: nothing to show.`
      : `Tag chart of ${metric}: ${parts.join(', ')}.`,
  empty: 'No tagged highlights in this project yet. Tag highlights in its notes and they are counted here.',
  allHidden: 'Every item is hidden. Remove some from “Hidden items” to draw the chart.',
  readOnly: 'Only contributors can change how this chart is drawn.',
  actions: 'Actions for the tag chart',
  downloadPng: 'Download PNG',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The chart image could not be made. Try again, or download the CSV.',
  fileName: (metric: string) => `Tag chart ${metric}`,
  csvColumns: {
    item: 'Item',
    kind: 'Kind',
    highlights: 'Highlights',
    notes: 'Notes',
    textVolume: 'Text volume',
    tag: 'Tag',
    group: 'Tag group',
  },
} as const;
