import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** Share links of insights. */
export const SHARING_EVENTS = {
  created: defineEvent({
    subject: 'share_link.created',
    version: 1,
    description: 'A share link to an insight was made.',
    payload: { shareLinkId: uuid, insightId: uuid, projectId: uuid },
  }),
  revoked: defineEvent({
    subject: 'share_link.revoked',
    version: 1,
    description: 'A share link was revoked.',
    payload: { shareLinkId: uuid, insightId: uuid },
  }),
} as const;
