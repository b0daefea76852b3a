/** Bus subjects of membership changes, written through the outbox with the change. */
export const MEMBERSHIP_EVENTS = {
  joined: 'member.joined',
  roleChanged: 'member.role_changed',
  removed: 'member.removed',
} as const;
