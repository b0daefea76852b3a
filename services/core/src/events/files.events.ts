import { z } from 'zod';
import { FILE_TYPES } from '../rules/files';
import { count, uuid } from './event-fields';
import { defineEvent } from './define-event';

const file = { fileId: uuid, noteId: uuid };
const finished = { ...file, fileType: z.enum(FILE_TYPES), size: count };

/** Files attached to notes. */
export const FILE_EVENTS = {
  uploadStarted: defineEvent({
    subject: 'file.upload_started',
    version: 1,
    description: 'An upload to a note began.',
    payload: { ...file, projectId: uuid, fileType: z.enum(FILE_TYPES) },
  }),
  uploaded: defineEvent({
    subject: 'file.uploaded',
    version: 1,
    description: 'An upload finished; `size` in bytes.',
    payload: finished,
  }),
  uploadFailed: defineEvent({
    subject: 'file.upload_failed',
    version: 1,
    description: 'An upload failed (`size` 0).',
    payload: finished,
  }),
  uploadCancelled: defineEvent({
    subject: 'file.upload_cancelled',
    version: 1,
    description: 'An upload was cancelled (`size` 0).',
    payload: finished,
  }),
  deleted: defineEvent({
    subject: 'file.deleted',
    version: 1,
    description: 'A file was deleted.',
    payload: file,
  }),
  transcriptImported: defineEvent({
    subject: 'file.transcript_imported',
    version: 1,
    description:
      "A transcript (SRT or VTT, or one the transcription endpoint made) replaced a recording's cues.",
    payload: { ...file, cueCount: count },
  }),
} as const;
