import { AppError, TRANSCRIPTION_LANGUAGES, TRANSCRIPTION_NOT_CONFIGURED_MESSAGE } from '@fieldnote/core';

/** Why a workspace with the HIPAA add-on cannot use this server's transcription endpoint. */
export const HIPAA_TRANSCRIPTION_MESSAGE =
  "This workspace's plan requires a HIPAA-eligible transcription provider (the HIPAA add-on), and this server's transcription endpoint is not declared one: import a WebVTT or SRT transcript instead.";

/** The refusals of the transcription calls, worded for people. */
export const transcriptionErrors = {
  notConfigured: (): AppError => AppError.badInput(TRANSCRIPTION_NOT_CONFIGURED_MESSAGE, { field: 'fileId' }),
  importOnly: (): AppError =>
    AppError.badInput(
      'This workspace imports its transcripts (Settings › Transcription): import a WebVTT or SRT file instead.',
      { field: 'fileId' },
    ),
  notMedia: (): AppError =>
    AppError.badInput('Only audio and video files can be transcribed.', { field: 'fileId' }),
  notReady: (): AppError =>
    AppError.badInput('This file has not finished uploading: wait for it, then transcribe it.', {
      field: 'fileId',
    }),
  contentDeleted: (): AppError =>
    AppError.badInput(
      'The recording of this file was removed by the data retention policy; its transcript stays.',
      { field: 'fileId' },
    ),
  tooLarge: (maxBytes: number): AppError =>
    AppError.badInput(
      `The transcription endpoint takes recordings up to ${Math.round(maxBytes / 1024 / 1024)} MB; this one is larger.`,
      { field: 'fileId', maximum: maxBytes },
    ),
  badLanguage: (): AppError =>
    AppError.badInput(`Pick a transcription language among: ${TRANSCRIPTION_LANGUAGES.join(', ')}.`, {
      field: 'language',
    }),
  hipaaProviderRequired: (): AppError => AppError.forbidden(HIPAA_TRANSCRIPTION_MESSAGE),
  notCancellable: (status: string): AppError =>
    AppError.badInput(`This transcription has already ended (${status}); there is nothing to cancel.`, {
      field: 'id',
    }),
} as const;
