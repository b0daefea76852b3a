import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** Invites to the workspace. */
export const INVITE_EVENTS = {
  created: defineEvent({
    subject: 'invite.created',
    version: 1,
    description: 'Someone was invited to the workspace.',
    payload: { inviteId: uuid },
  }),
  resent: defineEvent({
    subject: 'invite.resent',
    version: 1,
    description: 'An invite was sent again.',
    payload: { inviteId: uuid },
  }),
  revoked: defineEvent({
    subject: 'invite.revoked',
    version: 1,
    description: 'An invite was revoked.',
    payload: { inviteId: uuid },
  }),
} as const;
