import { z } from 'zod';
import { defineEvent } from './define-event';
import { uuid, uuids } from './event-fields';

/** Highlight changes. */
export const HIGHLIGHT_EVENTS = {
  created: defineEvent({
    subject: 'highlight.created',
    version: 1,
    description:
      "A highlight was made in a note's text, or in a transcript (then with its file and times in milliseconds).",
    payload: {
      highlightId: uuid,
      noteId: uuid,
      projectId: uuid,
      tagIds: uuids,
      fileId: uuid.optional(),
      startTime: z.number().optional(),
      endTime: z.number().optional(),
    },
  }),
  deleted: defineEvent({
    subject: 'highlight.deleted',
    version: 1,
    description: 'A highlight was deleted.',
    payload: { highlightId: uuid, noteId: uuid },
  }),
  tagged: defineEvent({
    subject: 'highlight.tagged',
    version: 1,
    description: 'A tag was put on a highlight.',
    payload: { highlightId: uuid, tagId: uuid },
  }),
  untagged: defineEvent({
    subject: 'highlight.untagged',
    version: 1,
    description: 'A tag was taken off a highlight.',
    payload: { highlightId: uuid, tagId: uuid },
  }),
} as const;
