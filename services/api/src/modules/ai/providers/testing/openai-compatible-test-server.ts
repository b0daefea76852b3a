import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlamaEmbeddingContext, LlamaModel } from 'node-llama-cpp' with { 'resolution-mode': 'import' };
import type { AiChatMessage } from '../ai-provider';
import { KeyedSemaphore } from '../keyed-semaphore';
import { toHistory } from '../local-model-provider';
import { getCpuLlama, loadNodeLlamaCpp } from '../load-node-llama-cpp';

/**
 * A real OpenAI-compatible server on loopback in the test process, the protocol peer of the
 * providers' contract tests: `GET /v1/models`, `POST /v1/chat/completions` (a JSON answer, or
 * server-sent events when `stream` is true) and `POST /v1/embeddings` (float or base64 vectors), as
 * OpenAI's API reference describes them, answered by running a GGUF model through node-llama-cpp
 * (the tiny random-weight model of build-tiny-gguf.ts). Errors are OpenAI's JSON shape
 * (`{ error: { message, type, param, code } }`).
 *
 * Tests steer it: `failNext` answers the next requests with an error status (429 with
 * `retry-after`, 500…), `delayMs` holds every answer before its headers (timeouts),
 * `stallAfterFirstChunkMs` stops a stream after its first chunk, `hold` keeps requests waiting until
 * released (to see how many a client has in flight), and `script` answers chat requests
 * with fixed chunks at once instead of the model (the TTFT bench: time without the model's).
 */
export interface OpenAiTestServerOptions {
  modelPath: string;
  /** The model name it serves (default `tiny-llama`). */
  modelName?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
}

export interface ScriptedFailure {
  status: number;
  /** The `retry-after` header, in seconds. */
  retryAfter?: string;
  message?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  at: number;
  authorization?: string;
  body?: Record<string, unknown>;
}

export interface OpenAiTestServer {
  readonly baseUrl: string;
  readonly modelName: string;
  readonly requests: RecordedRequest[];
  /** Chat requests being answered right now, and the most ever at once since `reset`. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  delayMs: number;
  stallAfterFirstChunkMs: number;
  /** Refuses `max_tokens` as OpenAI does for its reasoning models (they take `max_completion_tokens`). */
  refuseMaxTokens: boolean;
  script: ((messages: AiChatMessage[]) => string[]) | undefined;
  failNext(...failures: ScriptedFailure[]): void;
  /** Holds every chat and embeddings request before it is answered, until the returned function is called. */
  hold(): () => void;
  /** Back to a plain server: no failures, delays or script; request log and counters cleared. */
  reset(): void;
  close(): Promise<void>;
}

/** A cap on answers without `max_tokens`: random weights rarely pick the end-of-turn token. */
const DEFAULT_MAX_TOKENS = 32;

export async function startOpenAiTestServer(options: OpenAiTestServerOptions): Promise<OpenAiTestServer> {
  const { LlamaChat } = await loadNodeLlamaCpp();
  const llama = await getCpuLlama();
  const model: LlamaModel = await llama.loadModel({ modelPath: options.modelPath, gpuLayers: 0 });
  let embeddings: Promise<LlamaEmbeddingContext> | undefined;
  // One model, one CPU: answers are computed one at a time, as llama.cpp's own server does per slot.
  const compute = new KeyedSemaphore(1);
  const modelName = options.modelName ?? 'tiny-llama';
  const failures: ScriptedFailure[] = [];
  const state = {
    requests: [] as RecordedRequest[],
    inFlight: 0,
    maxInFlight: 0,
    delayMs: 0,
    stallAfterFirstChunkMs: 0,
    refuseMaxTokens: false,
    script: undefined as OpenAiTestServer['script'],
    gate: undefined as Promise<void> | undefined,
  };

  const sendError = (
    res: ServerResponse,
    status: number,
    message: string,
    type: string,
    code: string | null,
  ) => {
    if (res.headersSent) return void res.end();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type, param: null, code } }));
  };

  async function chat(
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown>,
    closed: AbortSignal,
  ) {
    const messages = body.messages as AiChatMessage[] | undefined;
    if (!Array.isArray(messages) || messages.length === 0) {
      return sendError(res, 400, "'messages' must be a non-empty array", 'invalid_request_error', null);
    }
    if (state.refuseMaxTokens && body.max_tokens !== undefined) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        }),
      );
    }
    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: modelName,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      })}\n\n`;
    const stream = body.stream === true;
    if (stream) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(chunk({ role: 'assistant', content: '' }, null));
    }
    // Chunks are written in order through one chain, so a stall after the first holds back the rest.
    let sent = 0;
    let writing = Promise.resolve();
    const onText = (text: string) => {
      writing = writing.then(async () => {
        if (!stream || closed.aborted) return;
        res.write(chunk({ content: text }, null));
        if (++sent === 1 && state.stallAfterFirstChunkMs) await sleep(state.stallAfterFirstChunkMs, closed);
      });
    };

    let content: string;
    let finish: 'stop' | 'length';
    let completionTokens: number;
    if (state.script) {
      const pieces = state.script(messages);
      for (const piece of pieces) onText(piece);
      content = pieces.join('');
      finish = 'stop';
      completionTokens = pieces.length;
    } else {
      const release = await compute.acquire('', closed);
      try {
        const context = await model.createContext({ contextSize: 512, threads: 1 });
        try {
          const llamaChat = new LlamaChat({ contextSequence: context.getSequence() });
          const result = await llamaChat.generateResponse(toHistory(messages), {
            maxTokens: typeof maxTokens === 'number' ? maxTokens : DEFAULT_MAX_TOKENS,
            temperature: typeof body.temperature === 'number' ? body.temperature : 0,
            signal: closed,
            onTextChunk: onText,
          });
          content = result.response;
          finish = result.metadata.stopReason === 'maxTokens' ? 'length' : 'stop';
          completionTokens = model.tokenize(content).length;
          llamaChat.dispose();
        } finally {
          await context.dispose();
        }
      } finally {
        release();
      }
    }
    await writing;
    if (closed.aborted) return;
    if (stream) {
      res.write(chunk({}, finish));
      res.end('data: [DONE]\n\n');
      return;
    }
    const promptTokens = model.tokenize(messages.map((m) => m.content).join('\n')).length;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: modelName,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            logprobs: null,
            finish_reason: finish,
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      }),
    );
  }

  async function embed(res: ServerResponse, body: Record<string, unknown>) {
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (!Array.isArray(input) || input.length === 0 || !input.every((item) => typeof item === 'string')) {
      return sendError(
        res,
        400,
        "'input' must be a string or an array of strings",
        'invalid_request_error',
        null,
      );
    }
    embeddings ??= model.createEmbeddingContext({ contextSize: 256, threads: 1 });
    const context = await embeddings;
    const data = [];
    let tokens = 0;
    for (const [index, text] of input.entries()) {
      const release = await compute.acquire('');
      try {
        const { vector } = await context.getEmbeddingFor(text);
        tokens += model.tokenize(text).length;
        const floats = Float32Array.from(vector);
        const embedding =
          body.encoding_format === 'base64'
            ? Buffer.from(floats.buffer).toString('base64')
            : Array.from(floats);
        data.push({ object: 'embedding', index, embedding });
      } finally {
        release();
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        data,
        model: modelName,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body: Record<string, unknown> | undefined;
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return sendError(res, 400, 'The body is not valid JSON', 'invalid_request_error', null);
      }
    }
    state.requests.push({
      method: req.method ?? 'GET',
      path,
      at: Date.now(),
      authorization: req.headers.authorization,
      body,
    });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      // As OpenAI does, it names the key it got (here whole, so tests can check nobody repeats it).
      const got = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return sendError(
        res,
        401,
        `Incorrect API key provided: ${got}.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      res.writeHead(failure.status, headers);
      return res.end(
        JSON.stringify({
          error: {
            message: failure.message ?? `Scripted failure ${failure.status}`,
            type: failure.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            param: null,
            code: null,
          },
        }),
      );
    }
    const closed = new AbortController();
    res.on('close', () => closed.abort());
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: modelName, object: 'model', created: 0, owned_by: 'fieldnote-tests' }],
        }),
      );
    }
    if (req.method === 'POST' && (path === '/v1/chat/completions' || path === '/v1/embeddings')) {
      if (body?.model !== modelName) {
        return sendError(
          res,
          404,
          `The model '${String(body?.model)}' does not exist`,
          'invalid_request_error',
          'model_not_found',
        );
      }
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        if (state.gate) await state.gate;
        if (state.delayMs) await sleep(state.delayMs, closed.signal);
        if (closed.signal.aborted) return;
        if (path === '/v1/embeddings') await embed(res, body);
        else await chat(req, res, body, closed.signal);
      } finally {
        state.inFlight--;
      }
      return;
    }
    sendError(res, 404, `Unknown request: ${req.method} ${path}`, 'invalid_request_error', null);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.writableEnded || res.destroyed) return;
      sendError(res, 500, error instanceof Error ? error.message : String(error), 'server_error', null);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    modelName,
    get requests() {
      return state.requests;
    },
    get inFlight() {
      return state.inFlight;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get stallAfterFirstChunkMs() {
      return state.stallAfterFirstChunkMs;
    },
    set stallAfterFirstChunkMs(ms: number) {
      state.stallAfterFirstChunkMs = ms;
    },
    get refuseMaxTokens() {
      return state.refuseMaxTokens;
    },
    set refuseMaxTokens(refuse: boolean) {
      state.refuseMaxTokens = refuse;
    },
    get script() {
      return state.script;
    },
    set script(script) {
      state.script = script;
    },
    failNext: (...next) => void failures.push(...next),
    hold() {
      let open!: () => void;
      state.gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        state.gate = undefined;
        open();
      };
    },
    reset() {
      failures.length = 0;
      state.requests = [];
      state.maxInFlight = state.inFlight;
      state.delayMs = 0;
      state.stallAfterFirstChunkMs = 0;
      state.refuseMaxTokens = false;
      state.script = undefined;
      state.gate = undefined;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (embeddings) await (await embeddings).dispose();
      await model.dispose();
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
