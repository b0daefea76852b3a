/** Bus subjects of dashboard and chart changes, written through the outbox with the change. */
export const DASHBOARD_EVENTS = {
  created: 'dashboard.created',
  updated: 'dashboard.updated',
  deleted: 'dashboard.deleted',
  chartCreated: 'chart.created',
  chartUpdated: 'chart.updated',
  chartMoved: 'chart.moved',
  chartDeleted: 'chart.deleted',
} as const;
