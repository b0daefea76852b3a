import type { OpenAI } from 'openai' with { 'resolution-mode': 'import' };
import type { AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import { AiProviderError, redactSecrets } from './ai-provider-error';

export interface OpenAiCompatibleProviderOptions {
  /** Up to and including `/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Per attempt: until the answer starts, and then between two streamed chunks. */
  timeoutMs: number;
  /** Further attempts after 408, 409, 429, 5xx or a failed connection. */
  maxRetries: number;
  /**
   * The longest `retry-after` we wait for; an endpoint asking for longer fails the request at once
   * (RATE_LIMITED) rather than holding a job and a concurrency slot for minutes.
   */
  maxRetryWaitMs?: number;
}

const DEFAULT_MAX_RETRY_WAIT_MS = 60_000;

type OpenAiSdk = typeof import('openai', { with: { 'resolution-mode': 'import' } });
let sdkLoading: Promise<OpenAiSdk> | undefined;

/** The `openai` package, loaded at the first request (about 2 MB of heap a server without a model never needs). */
function loadOpenAiSdk(): Promise<OpenAiSdk> {
  sdkLoading ??= import('openai');
  return sdkLoading;
}

/**
 * A chat model behind an OpenAI-compatible endpoint (OpenAI, Azure OpenAI's /openai/v1, Ollama,
 * vLLM, LM Studio, llama.cpp's server), through the official `openai` client.
 *
 * Retries are ours, not the client's (its `maxRetries` is 0): the client would wait whatever
 * `retry-after` says, without limit and deaf to the caller's AbortSignal, and its timeout stops at
 * the response headers, so a stream that stalls after them would hang. Here every attempt has a
 * deadline that streamed chunks push back, waits are capped and cancellable, and timeouts are not
 * retried (a model that took too long once will likely do it again, and the caller already waited).
 */
export class OpenAiCompatibleProvider implements AiGenerativeProvider {
  readonly kind = 'OPENAI_COMPATIBLE' as const;
  readonly model: string;
  private connection: Promise<{ client: OpenAI; sdk: OpenAiSdk }> | undefined;
  private readonly host: string;
  /** The name the answer-length limit goes by at this endpoint (see withRetries). */
  private tokenLimitParameter: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';

  constructor(private readonly options: OpenAiCompatibleProviderOptions) {
    this.model = options.model;
    this.host = new URL(options.baseUrl).host;
  }

  private connect(): Promise<{ client: OpenAI; sdk: OpenAiSdk }> {
    this.connection ??= loadOpenAiSdk().then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        baseURL: this.options.baseUrl,
        // Local servers (Ollama, llama.cpp) take none; the client insists on one.
        apiKey: this.options.apiKey || 'unused',
        timeout: this.options.timeoutMs,
        maxRetries: 0,
      }),
    }));
    return this.connection;
  }

  async complete(request: AiCompletionRequest): Promise<string> {
    const { client, sdk } = await this.connect();
    return this.withRetries(sdk, request.signal, async (attempt) => {
      try {
        const completion = await client.chat.completions.create(
          { ...this.body(request), stream: false },
          { signal: attempt.signal },
        );
        return completion.choices[0]?.message?.content ?? '';
      } finally {
        attempt.dispose();
      }
    });
  }

  async *stream(request: AiCompletionRequest): AsyncIterable<string> {
    const { client, sdk } = await this.connect();
    let attempt!: Attempt;
    const stream = await this.withRetries(sdk, request.signal, async (current) => {
      attempt = current;
      try {
        return await client.chat.completions.create(
          { ...this.body(request), stream: true },
          { signal: current.signal },
        );
      } catch (error) {
        current.dispose();
        throw error;
      }
    });
    try {
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) {
          // The deadline is the endpoint's, not the reader's: it stops while our reader holds a chunk.
          attempt.pause();
          yield text;
        }
        attempt.rearm();
      }
      // The client's stream ends quietly when its signal fires: a deadline or a cancel is a failure.
      if (attempt.timedOut || attempt.cancelled) throw new Error('aborted');
    } catch (error) {
      throw this.describe(sdk, error, attempt);
    } finally {
      // Also when the consumer stops reading early: the endpoint stops generating for nobody.
      if (!attempt.signal.aborted) attempt.abort();
      attempt.dispose();
    }
  }

  async close(): Promise<void> {
    // The client holds no connections of its own (it uses the global fetch's pool).
  }

  private body(request: AiCompletionRequest) {
    return {
      model: this.model,
      messages: request.messages.map(({ role, content }) => ({ role, content })),
      ...(request.maxTokens !== undefined ? { [this.tokenLimitParameter]: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    };
  }

  /** Runs `call` until it succeeds, fails for good, or the retries are spent. */
  private async withRetries<T>(
    sdk: OpenAiSdk,
    signal: AbortSignal | undefined,
    call: (attempt: Attempt) => Promise<T>,
  ): Promise<T> {
    for (let retry = 0; ; retry++) {
      const attempt = new Attempt(this.options.timeoutMs, signal);
      try {
        return await call(attempt);
      } catch (error) {
        if (this.tokenLimitParameter === 'max_tokens' && wantsMaxCompletionTokens(sdk, error)) {
          // OpenAI's reasoning models refuse `max_tokens` and name its successor; most other
          // servers know only `max_tokens`. Asked once, remembered for this provider; not a retry.
          this.tokenLimitParameter = 'max_completion_tokens';
          retry--;
          continue;
        }
        const failure = this.describe(sdk, error, attempt);
        if (!retryable(sdk, error, attempt) || retry >= this.options.maxRetries) throw failure;
        const wait = retryWaitMs(sdk, error, retry);
        const cap = this.options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
        if (wait > cap) {
          throw new AiProviderError(
            failure.code,
            `${failure.message}; it asked to retry in ${Math.ceil(wait / 1000)} s, longer than Fieldnote waits (${Math.ceil(cap / 1000)} s)`,
            failure.status,
          );
        }
        await sleep(wait, signal);
      }
    }
  }

  /** The error as a clear message without the API key or the endpoint's internals. */
  private describe(sdk: OpenAiSdk, error: unknown, attempt: Attempt): AiProviderError {
    const { APIConnectionError, APIConnectionTimeoutError, APIError } = sdk;
    if (error instanceof AiProviderError) return error;
    const where = `the model endpoint ${this.host}`;
    if (attempt.timedOut || error instanceof APIConnectionTimeoutError) {
      return new AiProviderError(
        'TIMEOUT',
        `${capitalise(where)} did not answer within ${seconds(this.options.timeoutMs)}`,
      );
    }
    if (attempt.cancelled) return new AiProviderError('CANCELLED', 'The AI request was cancelled');
    if (error instanceof APIError && error.status !== undefined) {
      const detail = this.endpointMessage(error);
      const status = error.status;
      const said = detail ? `: ${detail}` : '';
      if (status === 401 || status === 403) {
        return new AiProviderError(
          'UNAUTHORIZED',
          `${capitalise(where)} refused the API key (HTTP ${status})${said}`,
          status,
        );
      }
      if (status === 404) {
        return new AiProviderError(
          'MODEL_NOT_FOUND',
          `${capitalise(where)} has no model "${this.model}" (HTTP 404)${said}`,
          status,
        );
      }
      if (status === 429) {
        return new AiProviderError(
          'RATE_LIMITED',
          `${capitalise(where)} is rate-limiting requests (HTTP 429)${said}`,
          status,
        );
      }
      if (status >= 500) {
        return new AiProviderError(
          'UNAVAILABLE',
          `${capitalise(where)} failed (HTTP ${status})${said}`,
          status,
        );
      }
      return new AiProviderError(
        'BAD_REQUEST',
        `${capitalise(where)} refused the request (HTTP ${status})${said}`,
        status,
      );
    }
    if (error instanceof APIConnectionError) {
      const cause = error.cause instanceof Error ? `: ${this.redact(error.cause.message)}` : '';
      return new AiProviderError('UNAVAILABLE', `Could not reach ${where}${cause}`);
    }
    // A stream cut short (socket closed, malformed event): say so, not the parser's words.
    const message = error instanceof Error ? this.redact(error.message) : 'unknown error';
    return new AiProviderError('UNAVAILABLE', `${capitalise(where)} broke off its answer: ${message}`);
  }

  /** What the endpoint said about its refusal (its JSON `error.message`), redacted and cut short. */
  private endpointMessage(error: InstanceType<OpenAiSdk['APIError']>): string {
    const body = error.error as { message?: unknown } | undefined;
    const raw = typeof body?.message === 'string' ? body.message : '';
    const text = this.redact(raw).replace(/\s+/g, ' ').trim();
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  }

  private redact(text: string): string {
    return redactSecrets(text, [this.options.apiKey]);
  }
}

/** One try: its own AbortController, cancelled by the caller's signal or by the deadline. */
class Attempt {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;
  cancelled = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.onCancel();
    outer?.addEventListener('abort', this.onCancel, { once: true });
    this.rearm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Pushes the deadline back: called at each streamed chunk. */
  rearm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  pause(): void {
    clearTimeout(this.timer);
  }

  abort(): void {
    this.controller.abort();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onCancel);
  }

  private readonly onCancel = () => {
    this.cancelled = true;
    this.controller.abort();
  };
}

function retryable(sdk: OpenAiSdk, error: unknown, attempt: Attempt): boolean {
  const { APIConnectionError, APIConnectionTimeoutError, APIError } = sdk;
  if (attempt.timedOut || attempt.cancelled || error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIError && error.status !== undefined) {
    return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
  }
  return error instanceof APIConnectionError;
}

/** A 400 saying `max_tokens` is not supported and `max_completion_tokens` is what to send. */
function wantsMaxCompletionTokens(sdk: OpenAiSdk, error: unknown): boolean {
  if (!(error instanceof sdk.APIError) || error.status !== 400) return false;
  const body = error.error as { message?: unknown; param?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  return (
    (body?.param === 'max_tokens' || message.includes('max_tokens')) &&
    message.includes('max_completion_tokens')
  );
}

/** `retry-after-ms`, else `retry-after` (seconds or an HTTP date), else exponential back-off with jitter. */
function retryWaitMs(sdk: OpenAiSdk, error: unknown, retry: number): number {
  const headers = error instanceof sdk.APIError ? error.headers : undefined;
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers?.get('retry-after');
  if (after) {
    const secondsToWait = Number.parseFloat(after);
    if (Number.isFinite(secondsToWait) && secondsToWait >= 0) return secondsToWait * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  const base = Math.min(8_000, 500 * 2 ** retry);
  return base * (0.75 + Math.random() * 0.25);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AiProviderError('CANCELLED', 'The AI request was cancelled'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AiProviderError('CANCELLED', 'The AI request was cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
