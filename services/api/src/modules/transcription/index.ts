// The transcription module's public surface: the only file other modules, the all-in-one and the
// tests import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { TranscriptionModule } from './transcription.module';
export { TranscriptionRunner, TRANSCRIPTION_RUNNER_DURABLE } from './transcription.runner';
