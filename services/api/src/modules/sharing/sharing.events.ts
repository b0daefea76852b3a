/** Bus subjects of share link changes, written through the outbox with the change. */
export const SHARING_EVENTS = {
  created: 'share_link.created',
  revoked: 'share_link.revoked',
} as const;
