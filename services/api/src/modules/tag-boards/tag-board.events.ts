/** Bus subjects of tag board changes, written through the outbox with the change. */
export const TAG_BOARD_EVENTS = {
  created: 'tagBoard.created',
  updated: 'tagBoard.updated',
  deleted: 'tagBoard.deleted',
  groupCreated: 'tagGroup.created',
  groupUpdated: 'tagGroup.updated',
  groupDeleted: 'tagGroup.deleted',
  groupMoved: 'tagGroup.moved',
  tagMoved: 'tagBoard.tagMoved',
} as const;
