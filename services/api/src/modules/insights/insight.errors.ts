import { MAX_LENGTH } from '@fieldnote/core';

/** The messages an insight change can be refused with: one place, so API, tests and web agree. */
export const INSIGHT_MESSAGES = {
  titleTooLong: `Insight title can be at most ${MAX_LENGTH.insightTitle} characters long.`,
  locked: 'This insight is locked. Unlock it before changing its title or content.',
  badDocument: 'The insight content is not a valid document.',
  notInTrash: 'Only an insight in the trash can be deleted forever. Delete it first.',
  projectInTrash: 'This insight belongs to a project in the trash. Restore the project first.',
} as const;

/** Spec 000 §5: an empty title falls back to 'Untitled <kind>'. */
export const UNTITLED_INSIGHT = 'Untitled insight';
