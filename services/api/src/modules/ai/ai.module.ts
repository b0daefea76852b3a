import { Module } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { aiSettingsOf } from './ai-settings-of.util';
import { createGenerativeProvider, readAiProviderConfig } from './providers';
import { AI_GENERATIVE_PROVIDER } from './ai-generative-provider.token';
import { AiRepository } from './ai.repository';
import { AiResolver } from './ai.resolver';
import { AutoFeaturesRunner } from './auto-features/auto-features.runner';
import { RedactionsRepository } from './auto-features/redactions.repository';
import { RedactionsResolver } from './auto-features/redactions.resolver';
import { RedactionsService } from './auto-features/redactions.service';
import { AskRepository } from './ask/ask.repository';
import { AskResolver } from './ask/ask.resolver';
import { AskService } from './ask/ask.service';
import { AiActivityRecorder } from './audit/ai-activity-recorder.service';
import { AiActivityRepository } from './audit/ai-activity.repository';
import { AiActivityService } from './audit/ai-activity.service';
import { NoteSummariesService } from './note-summaries/note-summaries.service';
import { AiSettingsService } from './settings/ai-settings.service';
import { HighlightSentimentResolver } from './sentiment/highlight-sentiment.resolver';
import { ThemeNamer } from './themes/theme-namer.service';
import { ThemesRepository } from './themes/themes.repository';
import { ThemesResolver } from './themes/themes.resolver';
import { ThemesService } from './themes/themes.service';
import { SuggestionsRepository } from './suggestions/suggestions.repository';
import { SuggestionsResolver } from './suggestions/suggestions.resolver';

import { SuggestionsService } from './suggestions/suggestions.service';
import { InsightSummariesRepository } from './insight-summaries/insight-summaries.repository';
import { InsightSummariesResolver } from './insight-summaries/insight-summaries.resolver';
import { InsightSummariesService } from './insight-summaries/insight-summaries.service';
import { SummaryJobsRepository } from './summary-jobs/summary-jobs.repository';
import { SummaryJobsResolver } from './summary-jobs/summary-jobs.resolver';
import { SummaryJobsRunner } from './summary-jobs/summary-jobs.runner';
import { SummaryJobsService } from './summary-jobs/summary-jobs.service';
import { HighlightsModule } from '../highlights';
import { InsightsModule } from '../insights';
import { NotesModule } from '../notes';
import { TagsModule } from '../tags';

/**
 * AI (issue 34): the workspace's generative AI switch, project summary defaults, note summaries by
 * framework, Ask with verified citations (ask/), themes (themes/: highlights grouped and named,
 * accepted as tags), sentiment on highlights (sentiment/), suggested highlights and tags with the
 * auto-feature settings (suggestions/), the auto-feature job with summarize and redact (auto-features/),
 * summaries as streamed, cancellable jobs (summary-jobs/), insight summaries (insight-summaries/)
 * and the AI audit trail. Exports the audit
 * recorder, the settings and the theme namer (channel theme suggestions name theirs with it).
 */
@Module({
  imports: [TagsModule, HighlightsModule, NotesModule, InsightsModule],
  providers: [
    AiRepository,
    AiResolver,
    AiActivityRecorder,
    AiActivityRepository,
    AiActivityService,
    AiSettingsService,
    AskRepository,
    AskResolver,
    AskService,
    NoteSummariesService,
    HighlightSentimentResolver,
    ThemeNamer,
    ThemesRepository,
    ThemesResolver,
    ThemesService,
    SuggestionsRepository,
    SuggestionsResolver,
    AutoFeaturesRunner,
    RedactionsRepository,
    RedactionsResolver,
    RedactionsService,
    SuggestionsService,
    InsightSummariesRepository,
    InsightSummariesResolver,
    InsightSummariesService,
    SummaryJobsRepository,
    SummaryJobsResolver,
    SummaryJobsRunner,
    SummaryJobsService,
    // The configured model, or null: no model configured, the built-in extractive provider answers.
    // Built once; nothing loads and no endpoint is contacted before the first request.
    {
      provide: AI_GENERATIVE_PROVIDER,
      useFactory: (config: Config) => createGenerativeProvider(readAiProviderConfig(aiSettingsOf(config))),
      inject: [CONFIG],
    },
  ],
  exports: [AiActivityRecorder, AiSettingsService, AI_GENERATIVE_PROVIDER, AskService, ThemeNamer],
})
export class AiModule {}
