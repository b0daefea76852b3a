import { Module } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { AiModule } from '../ai';
import { FileStorageModule } from '../file-storage';
import { FilesModule } from '../files';
import { TRANSCRIPTION_CONFIG, readTranscriptionConfig } from './transcription-config';
import { TranscriptionRepository } from './transcription.repository';
import { TranscriptionResolver } from './transcription.resolver';
import { TranscriptionRunner } from './transcription.runner';
import { TranscriptionService } from './transcription.service';

/**
 * Transcription (issue 34): a recording's audio sent to the OpenAI-compatible endpoint the operator
 * configured (TRANSCRIPTION_BASE_URL), as a job off the bus; the answer becomes the file's transcript
 * (the store WebVTT and SRT imports use) and an entry of the AI audit trail. Settings per workspace
 * and project; minutes counted against the plan's maxMonthlyTranscriptionMinutes.
 */
@Module({
  imports: [AiModule, FilesModule, FileStorageModule],
  providers: [
    TranscriptionRepository,
    TranscriptionResolver,
    TranscriptionRunner,
    TranscriptionService,
    // Read once at start: a bad value stops start-up naming the setting; nothing is contacted.
    {
      provide: TRANSCRIPTION_CONFIG,
      useFactory: (config: Config) => readTranscriptionConfig(config),
      inject: [CONFIG],
    },
  ],
})
export class TranscriptionModule {}
