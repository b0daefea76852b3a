/** Bus subjects of user-group changes, written through the outbox with the change. */
export const USER_GROUP_EVENTS = {
  created: 'user_group.created',
  renamed: 'user_group.renamed',
  deleted: 'user_group.deleted',
  membersChanged: 'user_group.membersChanged',
} as const;
