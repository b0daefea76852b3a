import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** A saved feed's events name it and its owner (`createdBy`, who alone may change it). */
const feed = { savedFeedId: uuid, createdBy: uuid };

/** Saved feed changes. */
export const SAVED_FEED_EVENTS = {
  created: defineEvent({
    subject: 'saved_feed.created',
    version: 1,
    description: 'A saved feed was created.',
    payload: feed,
  }),
  renamed: defineEvent({
    subject: 'saved_feed.renamed',
    version: 1,
    description: 'A saved feed was renamed.',
    payload: feed,
  }),
  deleted: defineEvent({
    subject: 'saved_feed.deleted',
    version: 1,
    description: 'A saved feed was deleted.',
    payload: feed,
  }),
} as const;
