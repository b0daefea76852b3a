/**
 * Kinds of notification mail (spec 001 §3 "Notification payloads": about 55 kinds, among them
 * invites, comments, mentions and "account lockout after too many failed logins"; the spec does not
 * print their identifiers, so these are ours).
 */
export const NotificationKind = {
  INVITE: 'INVITE',
  ACCOUNT_LOCKOUT: 'ACCOUNT_LOCKOUT',
  EMAIL_CONFIRMATION: 'EMAIL_CONFIRMATION',
  PASSWORD_RESET: 'PASSWORD_RESET',
  BREAK_GLASS_SIGN_IN: 'BREAK_GLASS_SIGN_IN',
  WORKSPACE_LIST: 'WORKSPACE_LIST',
  MENTION: 'MENTION',
  REPLY: 'REPLY',
  INSIGHT_PUBLISHED: 'INSIGHT_PUBLISHED',
  ACCESS_REQUESTED: 'ACCESS_REQUESTED',
  ACCESS_REQUEST_APPROVED: 'ACCESS_REQUEST_APPROVED',
  ACCESS_REQUEST_DENIED: 'ACCESS_REQUEST_DENIED',
  DATA_RETENTION_WARNING: 'DATA_RETENTION_WARNING',
  DIGEST: 'DIGEST',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
