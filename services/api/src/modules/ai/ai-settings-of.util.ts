import type { Config } from '@fieldnote/core';

/** The AI_* settings (and DATA_DIR, where local models live) as readAiProviderConfig reads them. */
export function aiSettingsOf(config: Config): NodeJS.ProcessEnv {
  return {
    DATA_DIR: config.DATA_DIR,
    AI_BASE_URL: config.AI_BASE_URL,
    AI_MODEL: config.AI_MODEL,
    AI_API_KEY: config.AI_API_KEY,
    AI_MODEL_PATH: config.AI_MODEL_PATH,
    AI_THREADS: config.AI_THREADS,
    AI_MAX_CONCURRENCY: config.AI_MAX_CONCURRENCY,
    AI_TIMEOUT_MS: config.AI_TIMEOUT_MS,
    ...Object.fromEntries(
      Object.entries(config).filter(([key]) => key.startsWith('AI_REGION_')) as [string, string][],
    ),
  };
}
