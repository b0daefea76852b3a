/** A generative model behind one interface (spec 000 §1; issue 34 "Providers"). */
export type AiProviderKind = 'BUILT_IN' | 'LOCAL_MODEL' | 'OPENAI_COMPATIBLE';

export interface AiChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiCompletionRequest {
  messages: AiChatMessage[];
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

/** A configured model (local GGUF or an OpenAI-compatible endpoint); the built-in provider is not one. */
export interface AiGenerativeProvider {
  readonly kind: Exclude<AiProviderKind, 'BUILT_IN'>;
  readonly model: string;
  complete(request: AiCompletionRequest): Promise<string>;
  stream(request: AiCompletionRequest): AsyncIterable<string>;
  close(): Promise<void>;
}
