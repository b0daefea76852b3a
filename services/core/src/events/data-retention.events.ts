import { z } from 'zod';
import { defineEvent } from './define-event';
import { count, text, uuid } from './event-fields';

const days = z.number().int().positive().nullable();
const policy = {
  /** The project whose override changed; absent for the workspace's policy. */
  projectId: uuid.optional(),
  recordingsDays: days,
  notesDays: days,
  trashDays: days,
  keepHighlightsAndTranscripts: z.boolean(),
};

/** Data retention (spec 000 §9, spec 001 §3 "project data retention interval", §9). */
export const DATA_RETENTION_EVENTS = {
  policyChanged: defineEvent({
    subject: 'data_retention.policy_changed',
    version: 1,
    description:
      "A manager changed the workspace's data retention policy (and whether it is locked) or a project's override (`override` false: the project follows the workspace again).",
    payload: { ...policy, locked: z.boolean().optional(), override: z.boolean().optional() },
  }),
  sweepDue: defineEvent({
    subject: 'data_retention.sweep_due',
    version: 1,
    description:
      "The worker's hourly tick: the workspace's retention job warns managers of what will be deleted in 7 days and deletes, in batches, what was announced 7 days ago.",
    payload: { at: text },
  }),
  warned: defineEvent({
    subject: 'data_retention.warned',
    version: 1,
    description:
      'Managers were told what the retention policy will delete and when (`deletesAt`, 7 days later): counts per kind.',
    payload: { noticeId: uuid, deletesAt: text, recordings: count, notes: count, trash: count },
  }),
  deleted: defineEvent({
    subject: 'data_retention.deleted',
    version: 1,
    description:
      'A batch of the retention job ran in a project: files and recordings deleted, notes moved to the trash, trashed notes and insights deleted for good, per the notice that announced it.',
    payload: { noticeId: uuid, projectId: uuid, category: text, count },
  }),
} as const;
