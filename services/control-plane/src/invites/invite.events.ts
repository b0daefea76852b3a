/** Bus subjects of invite changes, written through the outbox with the change. */
export const INVITE_EVENTS = {
  created: 'invite.created',
  resent: 'invite.resent',
  revoked: 'invite.revoked',
} as const;
