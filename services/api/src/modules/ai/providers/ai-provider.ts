import type { Region } from '@fieldnote/core';

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
  /**
   * The region whose model this is, for the AI audit trail (region-routed-provider.ts): set on a
   * workspace's view once a request went to another region's model; absent for the server's own.
   */
  readonly region?: Region | null;
  complete(request: AiCompletionRequest): Promise<string>;
  stream(request: AiCompletionRequest): AsyncIterable<string>;
  close(): Promise<void>;
}
