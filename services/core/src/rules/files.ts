/** Spec 000 §2 "Other enumerations": the kinds of file a note can carry. */
export const FILE_TYPES = [
  'AUDIO',
  'IMAGE',
  'VIDEO',
  'SPREADSHEET',
  'DOCUMENT',
  'PRESENTATION',
  'OTHER',
] as const;
export type FileTypeValue = (typeof FILE_TYPES)[number];

/** Spec 000 §2 "Media upload": the states of an upload. */
export const FILE_STATUSES = ['UPLOADING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type FileStatusValue = (typeof FILE_STATUSES)[number];

/** Spec 000 §9: attachments 1e10 bytes at most; MAX_UPLOAD_BYTES may lower it, never raise it. */
export const MAX_ATTACHMENT_BYTES = 1e10;

/** Product rule: how long a file name (as shown and downloaded) may be. */
export const MAX_FILE_NAME_LENGTH = 255;

/** Product rule: how large a transcript file (WebVTT or SRT) may be: text only, 5 MB like a document update (spec 000 §9). */
export const MAX_TRANSCRIPT_BYTES = 5 * 1024 * 1024;
