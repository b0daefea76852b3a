import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** A project's tag chart (one per project: its id is the project's). */
export const TAG_CHART_EVENTS = {
  updated: defineEvent({
    subject: 'tag_chart.updated',
    version: 1,
    description: "A project's tag chart options changed.",
    payload: { tagChartId: uuid, projectId: uuid },
  }),
} as const;
