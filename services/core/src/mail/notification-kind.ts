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
  MAGIC_LINK: 'MAGIC_LINK',
  BREAK_GLASS_SIGN_IN: 'BREAK_GLASS_SIGN_IN',
  WORKSPACE_LIST: 'WORKSPACE_LIST',
  MENTION: 'MENTION',
  REPLY: 'REPLY',
  INSIGHT_PUBLISHED: 'INSIGHT_PUBLISHED',
  ACCESS_REQUESTED: 'ACCESS_REQUESTED',
  ACCESS_REQUEST_APPROVED: 'ACCESS_REQUEST_APPROVED',
  ACCESS_REQUEST_DENIED: 'ACCESS_REQUEST_DENIED',
  DATA_RETENTION_WARNING: 'DATA_RETENTION_WARNING',
  // Billing notices to managers (spec 001 §3 notification payloads and trial e-mail types).
  TRIAL_END: 'TRIAL_END',
  INVOICE_DUE: 'INVOICE_DUE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  RENEWAL: 'RENEWAL',
  TRIAL_STARTED: 'TRIAL_STARTED',
  TRIAL_REMINDER: 'TRIAL_REMINDER',
  TRIAL_EXPIRED: 'TRIAL_EXPIRED',
  TRIAL_REQUESTED: 'TRIAL_REQUESTED',
  DIGEST: 'DIGEST',
  /** A member's product feedback, to FEEDBACK_EMAIL. */
  PRODUCT_FEEDBACK: 'PRODUCT_FEEDBACK',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
