import { AppError, MAX_FILE_NAME_LENGTH, MAX_TRANSCRIPT_BYTES } from '@fieldnote/core';
import { formatBytes } from '../../common/format-bytes';

/** The refusals of file uploads, transcripts and file deletions, worded for people. */
export const fileErrors = {
  tooLarge: (limit: number): AppError =>
    AppError.badInput(`This file is larger than the upload limit of ${formatBytes(limit)}.`, {
      field: 'file',
      maxBytes: limit,
    }),
  executable: (): AppError =>
    AppError.badInput(
      'For safety, programs, scripts and web pages cannot be uploaded. Upload audio, video, images, documents, spreadsheets or presentations.',
      { field: 'file' },
    ),
  mismatch: (name: string, found: string): AppError =>
    AppError.badInput(
      `The name "${name}" does not match the file's content, which is ${found}. Rename the file or upload the right one.`,
      { field: 'file' },
    ),
  declaredMismatch: (declared: string, found: string): AppError =>
    AppError.badInput(
      `This file was sent as ${declared}, but its content is ${found}. Upload the right file.`,
      { field: 'file' },
    ),
  empty: (): AppError => AppError.badInput('This file is empty.', { field: 'file' }),
  noFile: (): AppError =>
    AppError.badInput('Send the file as the "file" field of a multipart/form-data request.', {
      field: 'file',
    }),
  nameTooLong: (): AppError =>
    AppError.badInput(`A file name can be at most ${MAX_FILE_NAME_LENGTH} characters long.`, {
      field: 'file',
    }),
  notReady: (): AppError => AppError.badInput('This file has not finished uploading.', { field: 'fileId' }),
  notMedia: (): AppError =>
    AppError.badInput('A transcript can only be added to an audio or video file.', { field: 'fileId' }),
  transcriptTooLarge: (): AppError =>
    AppError.badInput(`A transcript file can be at most ${formatBytes(MAX_TRANSCRIPT_BYTES)}.`, {
      field: 'content',
    }),
  transcriptMalformed: (detail: string): AppError =>
    AppError.badInput(`This transcript could not be read as WebVTT or SRT: ${detail}`, {
      field: 'content',
    }),
  noTranscript: (): AppError =>
    AppError.badInput('This file has no transcript yet. Import one first.', { field: 'fileId' }),
  emptyStretch: (): AppError =>
    AppError.badInput('Select at least one line of the transcript to highlight.', { field: 'startMs' }),
  uploadFailed: (): AppError =>
    AppError.badInput('The upload did not complete. Nothing was kept; try again.', { field: 'file' }),
} as const;
