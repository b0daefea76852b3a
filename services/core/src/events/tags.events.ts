import { defineEvent } from './define-event';
import { text, uuid, uuidOrNull, uuids } from './event-fields';

/** Tag changes. */
export const TAG_EVENTS = {
  created: defineEvent({
    subject: 'tag.created',
    version: 1,
    description: 'A tag was created, in a project or for the whole workspace (`projectId` null).',
    payload: { tagId: uuid, projectId: uuidOrNull, title: text },
  }),
  updated: defineEvent({
    subject: 'tag.updated',
    version: 1,
    description: 'A tag was renamed, recoloured or otherwise edited.',
    payload: { tagId: uuid, projectId: uuidOrNull },
  }),
  deleted: defineEvent({
    subject: 'tag.deleted',
    version: 1,
    description: 'A tag was deleted (its highlights lose it).',
    payload: { tagId: uuid, projectId: uuidOrNull },
  }),
  merged: defineEvent({
    subject: 'tags.merged',
    version: 1,
    description: 'A tag was merged into another: the source is gone, its highlights carry the target.',
    payload: { sourceId: uuid, targetId: uuid, movedHighlightIds: uuids },
  }),
} as const;
