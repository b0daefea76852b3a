import { defineEvent } from './define-event';
import { uuid, uuids } from './event-fields';

/** Segments of people. */
export const SEGMENT_EVENTS = {
  created: defineEvent({
    subject: 'segment.created',
    version: 1,
    description: 'A segment was created.',
    payload: { segmentId: uuid, createdBy: uuid },
  }),
  renamed: defineEvent({
    subject: 'segment.renamed',
    version: 1,
    description: 'A segment was renamed.',
    payload: { segmentId: uuid, renamedBy: uuid },
  }),
  deleted: defineEvent({
    subject: 'segment.deleted',
    version: 1,
    description: 'A segment was deleted.',
    payload: { segmentId: uuid, deletedBy: uuid },
  }),
  peopleAdded: defineEvent({
    subject: 'segment.people_added',
    version: 1,
    description: 'People were put in a segment (only those not already in it).',
    payload: { segmentId: uuid, personIds: uuids, changedBy: uuid },
  }),
  peopleRemoved: defineEvent({
    subject: 'segment.people_removed',
    version: 1,
    description: 'People were taken out of a segment (only those who were in it).',
    payload: { segmentId: uuid, personIds: uuids, changedBy: uuid },
  }),
} as const;
