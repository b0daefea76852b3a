import { defineEvent } from './define-event';
import { uuid, uuidOrNull, uuids } from './event-fields';

const link = { personId: uuid, noteId: uuid, projectId: uuid };

/** People (contacts) and their links to notes. */
export const PERSON_EVENTS = {
  created: defineEvent({
    subject: 'person.created',
    version: 1,
    description: "A person was created, on their own or from a note's Contacts tab (`noteId`).",
    payload: { personId: uuid, noteId: uuidOrNull },
  }),
  updated: defineEvent({
    subject: 'person.updated',
    version: 1,
    description: 'A person was edited.',
    payload: { personId: uuid },
  }),
  deleted: defineEvent({
    subject: 'person.deleted',
    version: 1,
    description: 'A person was deleted, unlinked from the notes named.',
    payload: { personId: uuid, noteIds: uuids },
  }),
  linked: defineEvent({
    subject: 'person.linked',
    version: 1,
    description: 'A person was linked to a note.',
    payload: link,
  }),
  unlinked: defineEvent({
    subject: 'person.unlinked',
    version: 1,
    description: 'A person was unlinked from a note.',
    payload: link,
  }),
  imported: defineEvent({
    subject: 'people.imported',
    version: 1,
    description: 'People were imported from a CSV file (the new ones named).',
    payload: { personIds: uuids },
  }),
  merged: defineEvent({
    subject: 'people.merged',
    version: 1,
    description:
      "Two people were merged: the removed one's note links and field values moved to the kept one.",
    payload: { keptId: uuid, removedId: uuid, movedNoteIds: uuids, movedFieldIds: uuids },
  }),
} as const;
