import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §3 chart options (tag charts): what each item measures. */
export enum TagChartMetric {
  HIGHLIGHT_COUNT = 'HIGHLIGHT_COUNT',
  NOTE_COUNT = 'NOTE_COUNT',
  TEXT_VOLUME = 'TEXT_VOLUME',
}

/** Spec 000 §3 chart options (tag charts): how it is drawn. */
export enum TagChartType {
  BAR = 'BAR',
  RADAR = 'RADAR',
  PIE = 'PIE',
  TREEMAP = 'TREEMAP',
}

export enum TagChartItemKind {
  TAG = 'TAG',
  GROUP = 'GROUP',
}

registerEnumType(TagChartMetric, {
  name: 'TagChartMetric',
  description:
    'HIGHLIGHT_COUNT: highlights carrying it; NOTE_COUNT: notes with such a highlight; TEXT_VOLUME: characters of those highlights.',
});
registerEnumType(TagChartType, { name: 'TagChartType' });
registerEnumType(TagChartItemKind, {
  name: 'TagChartItemKind',
  description: 'TAG: one tag; GROUP: a collapsed tag group, its tags counted together.',
});
