import { z } from 'zod';
import { IN_APP_NOTIFICATION_KINDS } from '../rules/comments';
import { Role } from '../rules/roles';
import { count, uuid } from './event-fields';
import { defineEvent } from './define-event';

/** In-app notifications: the worker mails a created one; read ones refresh the bell. */
export const NOTIFICATION_EVENTS = {
  created: defineEvent({
    subject: 'notification.created',
    version: 1,
    description:
      'An in-app notification was made for a member (a mention, a reply, a published insight, an access request or its decision); the worker mails it at once when their settings say so.',
    payload: {
      notificationId: uuid,
      recipientId: uuid,
      kind: z.enum(IN_APP_NOTIFICATION_KINDS),
      projectId: uuid.optional(),
      commentId: uuid.optional(),
      insightId: uuid.optional(),
      accessRequestId: uuid.optional(),
      role: z.enum(Role).optional(),
    },
  }),
  read: defineEvent({
    subject: 'notification.read',
    version: 1,
    description: 'A member read one notification.',
    payload: { notificationId: uuid },
  }),
  allRead: defineEvent({
    subject: 'notification.all_read',
    version: 1,
    description: 'A member marked all their notifications read (`count` of them).',
    payload: { count },
  }),
  settingsUpdated: defineEvent({
    subject: 'notification_settings.updated',
    version: 1,
    description: 'A member changed their notification settings.',
    payload: { memberId: uuid },
  }),
} as const;
