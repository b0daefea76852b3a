import { z } from 'zod';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** An insight's reels: named, ordered lists of audio/video highlight clips. */
export const REEL_EVENTS = {
  created: defineEvent({
    subject: 'reel.created',
    version: 1,
    description: 'A reel was made on an insight, with its clips (highlight ids, in playing order).',
    payload: { reelId: uuid, insightId: uuid, projectId: uuid, clipCount: z.number().int() },
  }),
  updated: defineEvent({
    subject: 'reel.updated',
    version: 1,
    description: 'A reel was renamed, or its clips were reordered, added or removed.',
    payload: { reelId: uuid, insightId: uuid, projectId: uuid, clipCount: z.number().int() },
  }),
  deleted: defineEvent({
    subject: 'reel.deleted',
    version: 1,
    description: 'A reel was deleted (its highlights are kept).',
    payload: { reelId: uuid, insightId: uuid, projectId: uuid },
  }),
} as const;
