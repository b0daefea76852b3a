/** Bus subject of a tag chart's options changing, written through the outbox with the change. */
export const TAG_CHART_EVENTS = { updated: 'tag_chart.updated' } as const;
