import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** An account's own inbox (news from other workspaces, such as an invitation). */
export const ACCOUNT_NOTIFICATION_EVENTS = {
  created: defineEvent({
    subject: 'account_notification.created',
    version: 1,
    description:
      "An account was told of an invitation to this workspace (in its own inbox, on the account's live channel).",
    payload: { accountNotificationId: uuid, accountId: uuid, inviteId: uuid },
  }),
} as const;
