export type { AiChatMessage, AiCompletionRequest, AiGenerativeProvider, AiProviderKind } from './ai-provider';
export { AiProviderError, type AiProviderErrorCode } from './ai-provider-error';
export { AI_DEFAULTS, readAiProviderConfig, type AiProviderConfig } from './ai-provider-config';
export { createGenerativeProvider } from './create-generative-provider';
export { LocalModelProvider, type LocalModelProviderOptions } from './local-model-provider';
export { OpenAiCompatibleProvider, type OpenAiCompatibleProviderOptions } from './openai-compatible-provider';
export { limitPerWorkspace, type WorkspaceAiProvider } from './workspace-limited-provider';
