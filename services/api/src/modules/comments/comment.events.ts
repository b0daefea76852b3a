/**
 * Bus subjects of comment changes, written through the outbox with the change (the live channel
 * already carries kind `comment`). Resolving and reopening are changes of a thread's first comment.
 */
export const COMMENT_EVENTS = {
  created: 'comment.created',
  updated: 'comment.updated',
  deleted: 'comment.deleted',
  resolved: 'comment.resolved',
  reopened: 'comment.reopened',
} as const;

/** Bus subjects of notifications: the worker mails a created one; read ones refresh the bell. */
export const NOTIFICATION_EVENTS = {
  created: 'notification.created',
  read: 'notification.read',
  allRead: 'notification.all_read',
  settingsUpdated: 'notification_settings.updated',
} as const;
