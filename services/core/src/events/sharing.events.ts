import { defineEvent } from './define-event';
import { uuid, uuidOrNull } from './event-fields';

/** What a link shares: exactly one of the three ids is set (version 2 added notes and highlights). */
const target = {
  insightId: uuidOrNull.describe('the shared insight, or null'),
  noteId: uuidOrNull.describe('the shared note, or null'),
  highlightId: uuidOrNull.describe('the shared highlight, or null'),
};

/** Share links of insights, notes and highlights. */
export const SHARING_EVENTS = {
  created: defineEvent({
    subject: 'share_link.created',
    version: 2,
    description: 'A share link to an insight, a note or a highlight was made.',
    payload: { shareLinkId: uuid, ...target, projectId: uuid },
  }),
  revoked: defineEvent({
    subject: 'share_link.revoked',
    version: 2,
    description: 'A share link was revoked.',
    payload: { shareLinkId: uuid, ...target },
  }),
} as const;
