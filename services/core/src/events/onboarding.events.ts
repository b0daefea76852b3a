import { z } from 'zod';
import { ONBOARDING_USE_CASES, ORGANISATION_SIZES, JOB_ROLES } from '../rules/onboarding';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** A member's onboarding answers. */
export const ONBOARDING_EVENTS = {
  answered: defineEvent({
    subject: 'onboarding.answered',
    version: 1,
    description: 'A member saved onboarding answers: use cases, organisation size and job role.',
    payload: {
      accountId: uuid,
      useCases: z.array(z.enum(ONBOARDING_USE_CASES)),
      orgSize: z.enum(ORGANISATION_SIZES).nullable(),
      jobRole: z.enum(JOB_ROLES).nullable(),
    },
  }),
} as const;
