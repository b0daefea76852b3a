import { Module } from '@nestjs/common';
import type { Config, Region } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { aiSettingsOf } from './ai-settings-of.util';
import { createGenerativeProvider, readAiProviderConfig } from './providers';
import { readAiRegionConfigs } from './providers/ai-provider-config';
import { routeByRegion } from './providers/region-routed-provider';
import { AiRegionsRepository } from './regions/ai-regions.repository';
import { AiRegionsResolver } from './regions/ai-regions.resolver';
import { AiRegionsService } from './regions/ai-regions.service';
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
import { SummaryProducer } from './summaries/summary-producer';
import { ThemeJobsRepository } from './themes/theme-jobs.repository';
import { ThemeJobsRunner } from './themes/theme-jobs.runner';
import { ThemeJobsService } from './themes/theme-jobs.service';
import { ThemeInsightsService } from './themes/theme-insights.service';
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
import { InsightSummaryJobsResolver, SummaryJobsResolver } from './summary-jobs/summary-jobs.resolver';
import { SummaryJobsRunner } from './summary-jobs/summary-jobs.runner';
import { SummaryJobsService } from './summary-jobs/summary-jobs.service';
import { TranslationJobsRepository } from './translation/translation.repository';
import { TranslationResolver } from './translation/translation.resolver';
import { TranslationJobsRunner } from './translation/translation.runner';
import { TranslationJobsService } from './translation/translation.service';
import { HighlightsModule } from '../highlights';
import { InsightsModule } from '../insights';
import { NotesModule } from '../notes';
import { TagsModule } from '../tags';

/**
 * AI (issue 34): the workspace's generative AI switch, project summary defaults, note summaries by
 * framework, Ask with verified citations (ask/), themes (themes/: highlights grouped and named,
 * accepted as tags), sentiment on highlights (sentiment/), suggested highlights and tags with the
 * auto-feature settings (suggestions/), the auto-feature job with summarize and redact (auto-features/),
 * summaries as streamed, cancellable jobs (summary-jobs/), insight summaries (insight-summaries/),
 * note translation as jobs (translation/)
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
    SummaryProducer,
    HighlightSentimentResolver,
    ThemeNamer,
    ThemesRepository,
    ThemesResolver,
    ThemesService,
    ThemeInsightsService,
    ThemeJobsRepository,
    ThemeJobsService,
    ThemeJobsRunner,
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
    InsightSummaryJobsResolver,
    SummaryJobsRunner,
    SummaryJobsService,
    TranslationJobsRepository,
    TranslationJobsService,
    TranslationJobsRunner,
    TranslationResolver,
    // The configured model, or null: no model configured, the built-in extractive provider answers.
    // Built once; nothing loads and no endpoint is contacted before the first request.
    AiRegionsRepository,
    AiRegionsService,
    AiRegionsResolver,
    // With models of other regions (AI_REGION_<REGION>_*), each workspace's requests go to its AI
    // region's model (regions/): the region a manager chose, else its data region.
    {
      provide: AI_GENERATIVE_PROVIDER,
      useFactory: (config: Config, regions: AiRegionsRepository) => {
        const env = aiSettingsOf(config);
        const own = readAiProviderConfig(env);
        const provider = createGenerativeProvider(own);
        const regional = new Map(
          Object.entries(readAiRegionConfigs(env, own)).map(([region, cfg]) => [
            region as Region,
            createGenerativeProvider(cfg)!,
          ]),
        );
        return provider && routeByRegion(provider, regional, (id) => regions.regionOf(id));
      },
      inject: [CONFIG, AiRegionsRepository],
    },
  ],
  exports: [
    AiActivityRecorder,
    AiSettingsService,
    AI_GENERATIVE_PROVIDER,
    AskService,
    ThemeNamer,
    ThemeJobsService,
    ThemeJobsRunner,
  ],
})
export class AiModule {}
