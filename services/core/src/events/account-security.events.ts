import { defineEvent } from './define-event';
import { count, uuid } from './event-fields';

/** Password resets and ended sessions of a member's account, written into each workspace it belongs to. */
export const ACCOUNT_SECURITY_EVENTS = {
  passwordReset: defineEvent({
    subject: 'account.password_reset',
    version: 1,
    description:
      'A member set a new password through a mailed reset link; every other session of their account ended.',
    payload: { accountId: uuid, endedSessions: count },
  }),
  sessionsEnded: defineEvent({
    subject: 'account.sessions_ended',
    version: 1,
    description: "A manager ended every session of a member's account.",
    payload: { accountId: uuid, endedSessions: count },
  }),
} as const;
