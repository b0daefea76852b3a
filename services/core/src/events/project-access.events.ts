import { z } from 'zod';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** Who may see a project. */
export const PROJECT_ACCESS_EVENTS = {
  changed: defineEvent({
    subject: 'project.accessChanged',
    version: 1,
    description:
      "A project's access changed: its general access (`change` generalAccess), or a user's or group's entry (`change` entry, with the subject), from one level to another (null: none).",
    payload: {
      projectId: uuid,
      change: z.enum(['generalAccess', 'entry']),
      subjectKind: z.enum(['USER', 'GROUP']).optional(),
      subjectId: uuid.optional(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    },
  }),
} as const;
