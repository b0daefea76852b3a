import type { AiProviderConfig } from './ai-provider-config';
import { LocalModelProvider } from './local-model-provider';
import { OpenAiCompatibleProvider } from './openai-compatible-provider';
import { limitPerWorkspace, type WorkspaceAiProvider } from './workspace-limited-provider';

/**
 * The configured generative model, with the per-workspace concurrency limit, or null when none is
 * configured and the built-in extractive provider answers. Builds objects only: nothing is loaded
 * and no endpoint is contacted until the first request.
 */
export function createGenerativeProvider(config: AiProviderConfig): WorkspaceAiProvider | null {
  switch (config.kind) {
    case 'BUILT_IN':
      return null;
    case 'OPENAI_COMPATIBLE':
      return limitPerWorkspace(
        new OpenAiCompatibleProvider({
          baseUrl: config.baseUrl,
          model: config.model,
          apiKey: config.apiKey,
          timeoutMs: config.timeoutMs,
          maxRetries: config.maxRetries,
        }),
        config.maxConcurrency,
      );
    case 'LOCAL_MODEL':
      return limitPerWorkspace(
        new LocalModelProvider({
          modelPath: config.modelPath,
          model: config.model,
          threads: config.threads,
          timeoutMs: config.timeoutMs,
        }),
        config.maxConcurrency,
      );
  }
}
