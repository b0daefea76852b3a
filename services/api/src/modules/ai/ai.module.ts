import { Module } from '@nestjs/common';
import { AI_GENERATIVE_PROVIDER } from './ai-generative-provider.token';
import { AiRepository } from './ai.repository';
import { AiResolver } from './ai.resolver';
import { AiActivityRecorder } from './audit/ai-activity-recorder.service';
import { AiActivityRepository } from './audit/ai-activity.repository';
import { AiActivityService } from './audit/ai-activity.service';
import { NoteSummariesService } from './note-summaries/note-summaries.service';
import { AiSettingsService } from './settings/ai-settings.service';

/**
 * AI (issue 34): the workspace's generative AI switch, project summary defaults, note summaries by
 * framework and the AI audit trail. Exports the audit recorder and the settings, which every later
 * AI feature (Ask, themes, suggestions) records through and checks.
 */
@Module({
  providers: [
    AiRepository,
    AiResolver,
    AiActivityRecorder,
    AiActivityRepository,
    AiActivityService,
    AiSettingsService,
    NoteSummariesService,
    // No model configured: the built-in extractive provider answers. The generative providers'
    // factory (createGenerativeProvider, providers/) replaces this value when a model is configured.
    { provide: AI_GENERATIVE_PROVIDER, useValue: null },
  ],
  exports: [AiActivityRecorder, AiSettingsService, AI_GENERATIVE_PROVIDER],
})
export class AiModule {}
