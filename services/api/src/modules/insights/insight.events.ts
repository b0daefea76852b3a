/**
 * Bus subjects of insight changes, written through the outbox with the change, spelled like the
 * other modules' subjects (`note.created`); spec 000 §4's composite automation event
 * `insight:published` is `insight.published` here. `insight.trashed` is a move to the trash;
 * `insight.deleted` is the deletion for good.
 */
export const INSIGHT_EVENTS = {
  created: 'insight.created',
  updated: 'insight.updated',
  published: 'insight.published',
  unpublished: 'insight.unpublished',
  locked: 'insight.locked',
  unlocked: 'insight.unlocked',
  trashed: 'insight.trashed',
  restored: 'insight.restored',
  deleted: 'insight.deleted',
} as const;
