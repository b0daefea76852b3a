import type { AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import { KeyedSemaphore } from './keyed-semaphore';

/**
 * A configured model shared by every workspace, with AI_MAX_CONCURRENCY requests in flight per
 * workspace. Callers that act for a workspace take `forWorkspace(id)`; calls on the provider itself
 * share one slot pool (jobs not tied to a workspace).
 */
export interface WorkspaceAiProvider extends AiGenerativeProvider {
  forWorkspace(workspaceId: string): AiGenerativeProvider;
  /** Requests of `workspaceId` running and queued. */
  usage(workspaceId: string): { active: number; waiting: number };
}

const SHARED_KEY = '';

export function limitPerWorkspace(inner: AiGenerativeProvider, maxConcurrency: number): WorkspaceAiProvider {
  const semaphore = new KeyedSemaphore(maxConcurrency);

  const view = (key: string): AiGenerativeProvider => ({
    kind: inner.kind,
    model: inner.model,
    async complete(request: AiCompletionRequest): Promise<string> {
      const release = await semaphore.acquire(key, request.signal);
      try {
        return await inner.complete(request);
      } finally {
        release();
      }
    },
    async *stream(request: AiCompletionRequest): AsyncIterable<string> {
      const release = await semaphore.acquire(key, request.signal);
      // Held until the stream ends, fails, or the consumer stops reading (the generator's finally).
      try {
        yield* inner.stream(request);
      } finally {
        release();
      }
    },
    close: () => inner.close(),
  });

  return {
    ...view(SHARED_KEY),
    forWorkspace: (workspaceId: string) => view(workspaceId),
    usage: (workspaceId: string) => semaphore.usage(workspaceId),
  };
}
