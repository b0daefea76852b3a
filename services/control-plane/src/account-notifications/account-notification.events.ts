/** Bus subjects of account inbox changes, written through the outbox with the change. */
export const ACCOUNT_NOTIFICATION_EVENTS = {
  created: 'account_notification.created',
} as const;
