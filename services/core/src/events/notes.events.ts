import { defineEvent } from './define-event';
import { text, uuid, uuids } from './event-fields';

const note = { noteId: uuid, projectId: uuid };

/** Note changes. `note.trashed` is a move to the trash; `note.deleted` is the deletion for good. */
export const NOTE_EVENTS = {
  created: defineEvent({
    subject: 'note.created',
    version: 1,
    description: 'A note was created, or duplicated from another (`duplicateOf`).',
    payload: { ...note, duplicateOf: uuid.optional() },
  }),
  updated: defineEvent({
    subject: 'note.updated',
    version: 1,
    description:
      'A note was edited: its fields, or its text by collaborative editing (`source`), which names the highlights whose anchors moved or came loose.',
    payload: {
      ...note,
      source: text.optional(),
      movedHighlightIds: uuids.optional(),
      detachedHighlightIds: uuids.optional(),
    },
  }),
  moved: defineEvent({
    subject: 'note.moved',
    version: 1,
    description: 'A note was moved to another project.',
    payload: { ...note, fromProjectId: uuid },
  }),
  trashed: defineEvent({
    subject: 'note.trashed',
    version: 1,
    description: 'A note was moved to the trash.',
    payload: note,
  }),
  restored: defineEvent({
    subject: 'note.restored',
    version: 1,
    description: 'A note was restored from the trash.',
    payload: note,
  }),
  deleted: defineEvent({
    subject: 'note.deleted',
    version: 1,
    description: 'A note was deleted for good (from the trash), with its files.',
    payload: note,
  }),
} as const;
