import { defineEvent } from './define-event';
import { text, uuid } from './event-fields';

/** Note translation (spec 001 entitlement allowTranslation): a note translated into a new note, as a job. */
export const TRANSLATION_EVENTS = {
  noteTranslationRequested: defineEvent({
    subject: 'noteTranslation.requested',
    version: 1,
    description: "A member asked for a note's translation as a job; the worker's job runs on this event.",
    payload: {
      translationJobId: uuid,
      noteId: uuid,
      projectId: uuid,
      sourceLanguage: text,
      targetLanguage: text,
    },
  }),
  noteTranslated: defineEvent({
    subject: 'noteTranslation.succeeded',
    version: 1,
    description:
      'A translation job ended Success: the translated note was created beside the source note, recorded in the AI audit trail.',
    payload: {
      translationJobId: uuid,
      noteId: uuid,
      translatedNoteId: uuid,
      projectId: uuid,
      sourceLanguage: text,
      targetLanguage: text,
      aiActivityId: uuid,
    },
  }),
  noteTranslationFailed: defineEvent({
    subject: 'noteTranslation.failed',
    version: 1,
    description: 'A translation job ended Failure (UnsupportedLanguagePair or Error): no note was created.',
    payload: { translationJobId: uuid, noteId: uuid, projectId: uuid, error: text },
  }),
  noteTranslationCancelled: defineEvent({
    subject: 'noteTranslation.cancelled',
    version: 1,
    description: 'A member stopped a translation job before it ended: no note was created.',
    payload: { translationJobId: uuid, noteId: uuid, projectId: uuid, cancelledBy: uuid },
  }),
} as const;
