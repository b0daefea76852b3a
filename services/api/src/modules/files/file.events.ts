/** Bus subjects of file changes, written through the outbox with the change. */
export const FILE_EVENTS = {
  uploadStarted: 'file.upload_started',
  uploaded: 'file.uploaded',
  uploadFailed: 'file.upload_failed',
  uploadCancelled: 'file.upload_cancelled',
  deleted: 'file.deleted',
  transcriptImported: 'file.transcript_imported',
} as const;
