// The ai module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { AiModule } from './ai.module';
export { AI_GENERATIVE_PROVIDER } from './ai-generative-provider.token';
export {
  AiActivityRecorder,
  AiInputKind,
  AiTask,
  type AiActivityEntry,
} from './audit/ai-activity-recorder.service';
export { AiSettingsService, type AiAvailability } from './settings/ai-settings.service';
export type * from './providers/ai-provider';
export { MAX_AI_ACTIVITY_PAGE } from './ai.resolver';
export { type Cluster, type ClusterInput, clusterTexts } from './themes/cluster-texts';
export {
  MAX_THEME_INPUTS,
  THEME_AMOUNT_COUNTS,
  THEME_STRICTNESS_VALUES,
  ThemeAmount,
  ThemeStrictness,
} from './themes/clustering-rules';
export { type NamedTheme, type ThemeNaming, ThemeNamer } from './themes/theme-namer.service';
export { SENTIMENT_LEXICON, type TextSentiment, textSentiment } from './sentiment/text-sentiment';
export { ThemeNamedBy } from './themes/dto/themes.models';
export { ThemeJobModel } from './themes/dto/theme-jobs.models';
export { ThemeJobsService } from './themes/theme-jobs.service';
export type { ThemeJobRow } from './themes/theme-jobs.repository';
export {
  type ChannelThemeJobGenerator,
  type ChannelThemeJobHooks,
  ThemeJobsRunner,
} from './themes/theme-jobs.runner';
export { cancelledByMember } from './ai-jobs/job-cancelled';
export { AiActivityStatus } from './audit/ai-activity-recorder.service';
export { AiAnswerModel, AiAnswerProviderModel } from './ask/dto/ask.models';
export { type AskScope, AskService } from './ask/ask.service';
export type { AskAnswer } from './ask/ask-answer';
export type { AskTurn } from './ask/turn-keywords';
