import { registerEnumType } from '@nestjs/graphql';

/** The states of a transcription job (TRANSCRIPTION_JOB_STATUSES). */
export enum TranscriptionJobStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(TranscriptionJobStatus, {
  name: 'TranscriptionJobStatus',
  description: 'The state of a transcription job.',
});

/** Who transcribes the workspace's recordings (TRANSCRIPTION_PROVIDERS). */
export enum TranscriptionProvider {
  /** The OpenAI-compatible endpoint the operator configured (TRANSCRIPTION_BASE_URL). */
  ENDPOINT = 'ENDPOINT',
  /** Nobody: transcripts are imported as WebVTT or SRT. */
  IMPORT_ONLY = 'IMPORT_ONLY',
}
registerEnumType(TranscriptionProvider, {
  name: 'TranscriptionProvider',
  description: "Who transcribes the workspace's recordings.",
});
