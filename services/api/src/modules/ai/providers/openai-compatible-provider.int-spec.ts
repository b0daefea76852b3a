import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { AiCompletionRequest } from './ai-provider';
import { AiProviderError } from './ai-provider-error';
import { readAiProviderConfig } from './ai-provider-config';
import { createGenerativeProvider } from './create-generative-provider';
import { OpenAiCompatibleProvider, type OpenAiCompatibleProviderOptions } from './openai-compatible-provider';
import { writeTinyGguf } from './testing/build-tiny-gguf';
import { startOpenAiTestServer, type OpenAiTestServer } from './testing/openai-compatible-test-server';

/**
 * Contract tests of the OpenAI-compatible provider: the official `openai` client, through our
 * provider, against a real server speaking the protocol in this process and answering with a real
 * (tiny, random-weight) llama model run by node-llama-cpp.
 */
const API_KEY = 'sk-fieldnote-test-0123456789abcdef';
let dir: string;
let server: OpenAiTestServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fieldnote-ai-'));
  server = await startOpenAiTestServer({
    modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')),
    apiKey: API_KEY,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => server.reset());

function provider(options: Partial<OpenAiCompatibleProviderOptions> = {}): OpenAiCompatibleProvider {
  return new OpenAiCompatibleProvider({
    baseUrl: server.baseUrl,
    model: server.modelName,
    apiKey: API_KEY,
    timeoutMs: 10_000,
    maxRetries: 2,
    ...options,
  });
}

const question: AiCompletionRequest = {
  messages: [
    { role: 'system', content: 'You summarise customer interviews.' },
    { role: 'user', content: 'What did the users say about pricing?' },
  ],
  maxTokens: 12,
  temperature: 0,
};

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

function chatRequests() {
  return server.requests.filter((r) => r.path === '/v1/chat/completions');
}

describe('the protocol peer, through the official client', () => {
  const client = () => new OpenAI({ baseURL: server.baseUrl, apiKey: API_KEY, maxRetries: 0 });

  it('lists its model', async () => {
    const models = await client().models.list();
    expect(models.data.map((m) => m.id)).toEqual([server.modelName]);
  });

  it('answers embeddings as floats and as the base64 the client asks for by default', async () => {
    const floats = await client().embeddings.create({
      model: server.modelName,
      input: ['pricing is too high', 'export works'],
      encoding_format: 'float',
    });
    expect(floats.data.map((d) => d.index)).toEqual([0, 1]);
    expect(floats.data[0].embedding).toHaveLength(64);
    expect(floats.data[0].embedding.every(Number.isFinite)).toBe(true);
    expect(floats.data[0].embedding).not.toEqual(floats.data[1].embedding);
    // The client sends encoding_format base64 when none is given and decodes the answer itself.
    const decoded = await client().embeddings.create({
      model: server.modelName,
      input: 'pricing is too high',
    });
    expect(server.requests.at(-1)?.body?.encoding_format).toBe('base64');
    decoded.data[0].embedding.forEach((value, i) =>
      expect(value).toBeCloseTo(floats.data[0].embedding[i], 5),
    );
    expect(floats.usage.prompt_tokens).toBeGreaterThan(0);
  });
});

describe('OpenAI-compatible provider', () => {
  it('completes a chat with the model, sending the messages, limits and key', async () => {
    const text = await provider().complete(question);
    expect(typeof text).toBe('string');
    const [request] = chatRequests();
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({
      model: server.modelName,
      messages: question.messages,
      max_tokens: 12,
      temperature: 0,
      stream: false,
    });
  });

  it('streams the same answer as it completes, chunk by chunk (greedy decoding is deterministic)', async () => {
    const whole = await provider().complete(question);
    const chunks = await collect(provider().stream(question));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(whole);
    expect(chatRequests().map((r) => r.body?.stream)).toEqual([false, true]);
  });

  it('is what createGenerativeProvider builds from AI_BASE_URL, AI_MODEL and AI_API_KEY', async () => {
    const configured = createGenerativeProvider(
      readAiProviderConfig({ AI_BASE_URL: server.baseUrl, AI_MODEL: server.modelName, AI_API_KEY: API_KEY }),
    );
    expect(configured).toMatchObject({ kind: 'OPENAI_COMPATIBLE', model: server.modelName });
    server.script = () => ['Pricing', ' came up', ' twice.'];
    expect(await configured!.forWorkspace('w1').complete(question)).toBe('Pricing came up twice.');
    expect(await collect(configured!.stream(question))).toEqual(['Pricing', ' came up', ' twice.']);
  });

  it('retries a 429 after the retry-after the endpoint asked for, then answers', async () => {
    server.script = () => ['ok'];
    server.failNext({ status: 429, retryAfter: '1' });
    expect(await provider().complete(question)).toBe('ok');
    const [first, second] = chatRequests();
    expect(chatRequests()).toHaveLength(2);
    // Waited the second it was told (not the client's default back-off of about half a second).
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it('retries a 429 before a stream starts as well', async () => {
    server.script = () => ['a', 'b'];
    server.failNext({ status: 429, retryAfter: '0' });
    expect(await collect(provider().stream(question))).toEqual(['a', 'b']);
    expect(chatRequests()).toHaveLength(2);
  });

  it('retries 5xx answers and gives up after maxRetries with a clear message', async () => {
    server.failNext({ status: 503, retryAfter: '0' }, { status: 502, retryAfter: '0' });
    const error = await failure(provider({ maxRetries: 1 }).complete(question));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.status).toBe(502);
    expect(error.message).toContain('failed (HTTP 502)');
    expect(chatRequests()).toHaveLength(2);
  });

  it('does not hold a request for a retry-after longer than it waits', async () => {
    server.failNext({ status: 429, retryAfter: '120', message: 'Rate limit reached for requests' });
    const error = await failure(provider().complete(question));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(
      /rate-limiting requests \(HTTP 429\): Rate limit reached for requests; it asked to retry in 120 s/,
    );
    expect(chatRequests()).toHaveLength(1);
  });

  it('says the key was refused without ever repeating the key', async () => {
    const wrongKey = 'sk-wrong-key-that-must-not-leak-42';
    const error = await failure(provider({ apiKey: wrongKey }).complete(question));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toContain('refused the API key (HTTP 401)');
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${wrongKey}`);
    expect(error.message).not.toContain(wrongKey);
    expect(error.message).not.toContain('must-not-leak');
    expect(JSON.stringify(error)).not.toContain(wrongKey);
    expect(String(error.stack)).not.toContain(wrongKey);
  });

  it('sends max_completion_tokens to an endpoint that refuses max_tokens, from then on', async () => {
    server.refuseMaxTokens = true;
    const reasoning = provider();
    const text = await reasoning.complete(question);
    expect(typeof text).toBe('string');
    expect(await collect(reasoning.stream({ ...question, maxTokens: 4 }))).toBeInstanceOf(Array);
    expect(chatRequests().map((r) => [r.body?.max_tokens, r.body?.max_completion_tokens])).toEqual([
      [12, undefined],
      [undefined, 12],
      [undefined, 4],
    ]);
  });

  it('names a model the endpoint does not serve', async () => {
    const error = await failure(provider({ model: 'gpt-nonexistent' }).complete(question));
    expect(error.code).toBe('MODEL_NOT_FOUND');
    expect(error.message).toContain('has no model "gpt-nonexistent"');
  });

  it('says an endpoint cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const error = await failure(
      provider({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 1, maxRetryWaitMs: 10 }).complete(
        question,
      ),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain(`Could not reach the model endpoint 127.0.0.1:${port}`);
  });

  it('times out an endpoint that does not answer, and does not retry it', async () => {
    server.delayMs = 3_000;
    const error = await failure(provider({ timeoutMs: 300 }).complete(question));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('did not answer within 300 ms');
    expect(chatRequests()).toHaveLength(1);
  });

  it('times out a stream that stalls after its first chunk', async () => {
    server.script = () => ['first', ' second'];
    server.stallAfterFirstChunkMs = 3_000;
    const chunks: string[] = [];
    const error = await failure(
      (async () => {
        // Time enough for the first chunk on a busy CI host (300 ms was not, once), far less than the stall.
        for await (const chunk of provider({ timeoutMs: 1_000 }).stream(question)) chunks.push(chunk);
      })(),
    );
    expect(chunks).toEqual(['first']);
    expect(error.code).toBe('TIMEOUT');
  });

  it('does not count the time its reader takes against the endpoint', async () => {
    server.script = () => ['slow', ' reader'];
    const chunks: string[] = [];
    for await (const chunk of provider({ timeoutMs: 300 }).stream(question)) {
      chunks.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(chunks).toEqual(['slow', ' reader']);
  });

  it('stops when the caller cancels', async () => {
    server.delayMs = 3_000;
    const controller = new AbortController();
    const pending = provider().complete({ ...question, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect((await failure(pending)).code).toBe('CANCELLED');
  });

  it('stops the endpoint generating when the reader stops early', async () => {
    server.script = () => ['one', ' two', ' three'];
    server.stallAfterFirstChunkMs = 3_000;
    const limited = createGenerativeProvider(
      readAiProviderConfig({ AI_BASE_URL: server.baseUrl, AI_MODEL: server.modelName, AI_API_KEY: API_KEY }),
    )!;
    for await (const chunk of limited.forWorkspace('w-early').stream(question)) {
      expect(chunk).toBe('one');
      break;
    }
    expect(limited.usage('w-early')).toEqual({ active: 0, waiting: 0 });
    await waitFor(() => server.inFlight === 0);
  });

  it('runs at most AI_MAX_CONCURRENCY requests per workspace, other workspaces unaffected', async () => {
    server.script = () => ['done'];
    const release = server.hold();
    const limited = createGenerativeProvider(
      readAiProviderConfig({
        AI_BASE_URL: server.baseUrl,
        AI_MODEL: server.modelName,
        AI_API_KEY: API_KEY,
        AI_MAX_CONCURRENCY: '2',
      }),
    )!;
    const a = limited.forWorkspace('workspace-a');
    const b = limited.forWorkspace('workspace-b');
    const answers = Promise.all([
      ...Array.from({ length: 5 }, () => a.complete(question)),
      collect(b.stream(question)).then((chunks) => chunks.join('')),
    ]);
    try {
      await waitFor(() => server.inFlight === 3);
      // Held for a while: nothing more reaches the endpoint.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.inFlight).toBe(3);
      expect(limited.usage('workspace-a')).toEqual({ active: 2, waiting: 3 });
      expect(limited.usage('workspace-b')).toEqual({ active: 1, waiting: 0 });
    } finally {
      release();
    }
    expect(await answers).toEqual(Array(6).fill('done'));
    expect(server.maxInFlight).toBe(3);
    expect(chatRequests()).toHaveLength(6);
    expect(limited.usage('workspace-a')).toEqual({ active: 0, waiting: 0 });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
