import { z } from 'zod';
import { TRANSCRIPTION_PROVIDERS } from '../rules/transcription';
import { count, text, uuid } from './event-fields';
import { defineEvent } from './define-event';

const job = { transcriptionJobId: uuid, fileId: uuid, noteId: uuid };

/** Transcription of recordings by the configured endpoint (issue 34). */
export const TRANSCRIPTION_EVENTS = {
  requested: defineEvent({
    subject: 'transcription.requested',
    version: 1,
    description: "A member asked for a file's transcription; the worker's job runs on this event.",
    payload: { ...job, language: text },
  }),
  completed: defineEvent({
    subject: 'transcription.completed',
    version: 1,
    description: "A transcription finished and replaced the file's transcript; `minutes` are counted.",
    payload: { ...job, cueCount: count, minutes: count, aiActivityId: uuid },
  }),
  failed: defineEvent({
    subject: 'transcription.failed',
    version: 1,
    description: 'A transcription failed (the endpoint refused or kept failing).',
    payload: job,
  }),
  cancelled: defineEvent({
    subject: 'transcription.cancelled',
    version: 1,
    description: 'A member cancelled a transcription before it finished.',
    payload: { ...job, cancelledBy: uuid },
  }),
  settingsUpdated: defineEvent({
    subject: 'transcription.settingsUpdated',
    version: 1,
    description:
      "A manager changed the workspace's transcription language or provider (old and new provider).",
    payload: {
      defaultLanguage: text,
      oldProvider: z.enum(TRANSCRIPTION_PROVIDERS),
      newProvider: z.enum(TRANSCRIPTION_PROVIDERS),
      updatedBy: uuid,
    },
  }),
  projectSettingsUpdated: defineEvent({
    subject: 'transcription.projectSettingsUpdated',
    version: 1,
    description: "A project's transcription language changed.",
    payload: { projectId: uuid, language: text },
  }),
} as const;
