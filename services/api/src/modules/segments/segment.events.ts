/** Bus subjects of segment changes, written through the outbox with the change. */
export const SEGMENT_EVENTS = {
  created: 'segment.created',
  renamed: 'segment.renamed',
  deleted: 'segment.deleted',
  peopleAdded: 'segment.people_added',
  peopleRemoved: 'segment.people_removed',
} as const;
