import type { ChatHistoryItem, Llama, LlamaModel } from 'node-llama-cpp' with { 'resolution-mode': 'import' };
import type { AiChatMessage, AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import { AiProviderError } from './ai-provider-error';
import { KeyedSemaphore } from './keyed-semaphore';
import { getCpuLlama, loadNodeLlamaCpp } from './load-node-llama-cpp';

export interface LocalModelProviderOptions {
  /** Absolute path of the GGUF file. */
  modelPath: string;
  /** Recorded as the model in the audit trail; default: the file's name. */
  model: string;
  /** CPU threads llama.cpp computes with (AI_THREADS, default 1). */
  threads: number;
  /** Longest time one generation may take once the model is loaded. */
  timeoutMs: number;
  /** Tokens of prompt plus answer one request may hold; capped at what the model was trained on. */
  contextSize?: number;
}

const DEFAULT_CONTEXT_SIZE = 4096;

interface Loaded {
  llama: Llama;
  model: LlamaModel;
}

/**
 * A GGUF model run in this process by llama.cpp (node-llama-cpp, its prebuilt CPU binary). Nothing
 * happens until the first request: the server starts as fast with a model configured as without, and
 * a bad file is reported to the request that needed it, not by a crash at start. Generations run one
 * at a time: they share the model's weights and the CPU threads AI_THREADS allows, so running two at
 * once would only make both slower.
 */
export class LocalModelProvider implements AiGenerativeProvider {
  readonly kind = 'LOCAL_MODEL' as const;
  readonly model: string;
  private loading: Promise<Loaded> | undefined;
  private readonly turn = new KeyedSemaphore(1);

  constructor(private readonly options: LocalModelProviderOptions) {
    this.model = options.model;
  }

  /** Whether the model is in memory (it loads at the first request). */
  get loaded(): boolean {
    return this.loading !== undefined;
  }

  async complete(request: AiCompletionRequest): Promise<string> {
    return this.generate(request, () => undefined);
  }

  async *stream(request: AiCompletionRequest): AsyncIterable<string> {
    const chunks: string[] = [];
    let finished = false;
    let failure: unknown;
    let wake: (() => void) | undefined;
    // The consumer stopping early (break) must stop the generation too, without an error for nobody.
    const stop = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
    const running = this.generate({ ...request, signal }, (text) => {
      chunks.push(text);
      wake?.();
    }).then(
      () => (finished = true),
      (error: unknown) => {
        failure = error;
        finished = true;
      },
    );
    void running.finally(() => wake?.());
    try {
      for (;;) {
        const next = chunks.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (finished) break;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      if (failure) throw failure;
    } finally {
      if (!finished) {
        stop.abort();
        await running;
      }
    }
  }

  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    if (!loading) return;
    const loaded = await loading.catch(() => undefined);
    // The model's memory is freed; the process's llama.cpp backend stays for the next one.
    await loaded?.model.dispose();
  }

  private async generate(request: AiCompletionRequest, onText: (text: string) => void): Promise<string> {
    const release = await this.turn.acquire('', request.signal);
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const { model } = await this.load();
      const deadline = new AbortController();
      timer = setTimeout(() => {
        timedOut = true;
        deadline.abort();
      }, this.options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
      const { LlamaChat } = await loadNodeLlamaCpp();
      // A context per request: its memory (the KV cache) is freed as soon as the answer is done, and
      // no conversation leaks into another.
      const context = await model.createContext({
        contextSize: Math.min(this.options.contextSize ?? DEFAULT_CONTEXT_SIZE, model.trainContextSize),
        threads: this.options.threads,
      });
      try {
        const chat = new LlamaChat({ contextSequence: context.getSequence() });
        const result = await chat.generateResponse(toHistory(request.messages), {
          maxTokens: request.maxTokens,
          temperature: request.temperature,
          signal,
          onTextChunk: onText,
        });
        chat.dispose();
        return result.response;
      } finally {
        await context.dispose();
      }
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (timedOut) {
        throw new AiProviderError(
          'TIMEOUT',
          `The local model did not finish within ${this.options.timeoutMs} ms`,
        );
      }
      if (request.signal?.aborted) throw new AiProviderError('CANCELLED', 'The AI request was cancelled');
      const message = error instanceof Error ? error.message : String(error);
      throw new AiProviderError('UNAVAILABLE', `The local model ${this.model} failed: ${message}`);
    } finally {
      clearTimeout(timer);
      release();
    }
  }

  private load(): Promise<Loaded> {
    this.loading ??= this.loadNow().catch((error: unknown) => {
      // A file fixed by the operator is picked up by the next request, without a restart.
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadNow(): Promise<Loaded> {
    let llama: Llama;
    try {
      llama = await getCpuLlama();
    } catch (error) {
      throw new AiProviderError(
        'MODEL_LOAD_FAILED',
        `llama.cpp could not start on this machine (no prebuilt CPU binary for ${process.platform}-${process.arch}): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    try {
      const model = await llama.loadModel({ modelPath: this.options.modelPath, gpuLayers: 0 });
      return { llama, model };
    } catch (error) {
      throw new AiProviderError(
        'MODEL_LOAD_FAILED',
        `Could not load the model file ${this.options.modelPath} (AI_MODEL_PATH): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
}

/** Our messages as node-llama-cpp's chat history, ending with the model's turn to answer. */
export function toHistory(messages: AiChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((message): ChatHistoryItem => {
    if (message.role === 'system') return { type: 'system', text: message.content };
    if (message.role === 'user') return { type: 'user', text: message.content };
    return { type: 'model', response: [message.content] };
  });
  // A last assistant message is continued (a prefilled answer); otherwise the model answers anew.
  if (history.at(-1)?.type !== 'model') history.push({ type: 'model', response: [] });
  return history;
}
