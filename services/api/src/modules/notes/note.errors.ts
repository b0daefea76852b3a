import { MAX_LENGTH } from '@fieldnote/core';

/** The messages a note change can be refused with. */
export const NOTE_MESSAGES = {
  titleTooLong: `Note title can be at most ${MAX_LENGTH.noteTitle} characters long.`,
  notInTrash: 'Only a note in the trash can be deleted forever. Delete it first.',
  projectInTrash: 'This note belongs to a project in the trash. Restore the project first.',
} as const;
