/** Bus subjects of saved feed changes, written through the outbox with the change. */
export const SAVED_FEED_EVENTS = {
  created: 'saved_feed.created',
  renamed: 'saved_feed.renamed',
  deleted: 'saved_feed.deleted',
} as const;
