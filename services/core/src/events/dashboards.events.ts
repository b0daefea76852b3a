import { defineEvent } from './define-event';
import { text, uuid, uuidOrNull } from './event-fields';

const chart = { chartId: uuid, dashboardId: uuid };

/** Dashboards and their charts. */
export const DASHBOARD_EVENTS = {
  created: defineEvent({
    subject: 'dashboard.created',
    version: 1,
    description: 'A dashboard was created.',
    payload: { dashboardId: uuid, title: text },
  }),
  updated: defineEvent({
    subject: 'dashboard.updated',
    version: 1,
    description: 'A dashboard was renamed.',
    payload: { dashboardId: uuid, title: text },
  }),
  deleted: defineEvent({
    subject: 'dashboard.deleted',
    version: 1,
    description: 'A dashboard was deleted with its charts.',
    payload: { dashboardId: uuid },
  }),
  chartCreated: defineEvent({
    subject: 'chart.created',
    version: 1,
    description: 'A chart was added to a dashboard.',
    payload: { ...chart, type: text },
  }),
  chartUpdated: defineEvent({
    subject: 'chart.updated',
    version: 1,
    description: 'A chart was edited.',
    payload: chart,
  }),
  chartMoved: defineEvent({
    subject: 'chart.moved',
    version: 1,
    description: "A chart was moved among its dashboard's charts, right after `afterId` (first when null).",
    payload: { ...chart, afterId: uuidOrNull },
  }),
  chartDeleted: defineEvent({
    subject: 'chart.deleted',
    version: 1,
    description: 'A chart was deleted.',
    payload: chart,
  }),
} as const;
