/**
 * Bus subjects of note changes, written through the outbox with the change. `note.trashed` is a
 * move to the trash; `note.deleted` is the deletion for good.
 */
export const NOTE_EVENTS = {
  created: 'note.created',
  updated: 'note.updated',
  moved: 'note.moved',
  trashed: 'note.trashed',
  restored: 'note.restored',
  deleted: 'note.deleted',
} as const;
