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
