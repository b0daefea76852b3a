import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiCompletionRequest } from './ai-provider';
import { AiProviderError } from './ai-provider-error';
import { readAiProviderConfig } from './ai-provider-config';
import { createGenerativeProvider } from './create-generative-provider';
import { getCpuLlama } from './load-node-llama-cpp';
import { LocalModelProvider } from './local-model-provider';
import { buildTinyGguf } from './testing/build-tiny-gguf';

/**
 * The local provider loads a real GGUF file (the tiny random-weight llama the tests build) through
 * node-llama-cpp's prebuilt CPU binary, lazily, and answers, streams, cancels and times out.
 */
let dataDir: string;
let provider: LocalModelProvider;

const question: AiCompletionRequest = {
  messages: [
    { role: 'system', content: 'You summarise customer interviews.' },
    { role: 'user', content: 'What did the users say about export?' },
  ],
  maxTokens: 10,
  temperature: 0,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fieldnote-ai-local-'));
  await mkdir(join(dataDir, 'models'));
  await writeFile(join(dataDir, 'models', 'tiny.gguf'), buildTinyGguf());
  provider = new LocalModelProvider({
    modelPath: join(dataDir, 'models', 'tiny.gguf'),
    model: 'tiny.gguf',
    threads: 1,
    timeoutMs: 30_000,
  });
  // llama.cpp's backend starts once per process (a few seconds on a busy machine), here rather than
  // in whichever test happens to run first.
  await getCpuLlama();
}, 120_000);

afterAll(async () => {
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

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

it('is configured from AI_MODEL_PATH under DATA_DIR/models', async () => {
  const configured = createGenerativeProvider(
    readAiProviderConfig({ DATA_DIR: dataDir, AI_MODEL_PATH: 'tiny.gguf', AI_TIMEOUT_MS: '30000' }),
  );
  expect(configured).toMatchObject({ kind: 'LOCAL_MODEL', model: 'tiny.gguf' });
  try {
    const text = await configured!.forWorkspace('w1').complete(question);
    expect(typeof text).toBe('string');
  } finally {
    await configured!.close();
  }
});

it('loads the model at its first request, not before', async () => {
  const lazy = new LocalModelProvider({
    modelPath: join(dataDir, 'models', 'tiny.gguf'),
    model: 'tiny.gguf',
    threads: 1,
    timeoutMs: 30_000,
  });
  try {
    expect(lazy.loaded).toBe(false);
    await lazy.complete(question);
    expect(lazy.loaded).toBe(true);
  } finally {
    await lazy.close();
  }
  expect(lazy.loaded).toBe(false);
});

it('streams the same answer it completes (greedy decoding), in several chunks', async () => {
  const whole = await provider.complete(question);
  const chunks = await collect(provider.stream(question));
  expect(chunks.length).toBeGreaterThan(1);
  expect(chunks.join('')).toBe(whole);
});

it('stops generating when the reader stops early, and answers the next request', async () => {
  for await (const chunk of provider.stream({ ...question, maxTokens: 200 })) {
    expect(typeof chunk).toBe('string');
    break;
  }
  expect(typeof (await provider.complete(question))).toBe('string');
});

it('is cancelled by the caller', async () => {
  const controller = new AbortController();
  const chunks: string[] = [];
  const error = await failure(
    (async () => {
      for await (const chunk of provider.stream({ ...question, maxTokens: 500, signal: controller.signal })) {
        chunks.push(chunk);
        controller.abort();
      }
    })(),
  );
  expect(error.code).toBe('CANCELLED');
  expect(chunks.length).toBeGreaterThanOrEqual(1);
});

it('gives up after AI_TIMEOUT_MS', async () => {
  const hurried = new LocalModelProvider({
    modelPath: join(dataDir, 'models', 'tiny.gguf'),
    model: 'tiny.gguf',
    threads: 1,
    timeoutMs: 1,
  });
  try {
    const error = await failure(hurried.complete({ ...question, maxTokens: 500 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('The local model did not finish within 1 ms');
  } finally {
    await hurried.close();
  }
});

it('reports a missing or broken model file to the request, and picks up a fixed file without a restart', async () => {
  const path = join(dataDir, 'models', 'later.gguf');
  const later = new LocalModelProvider({
    modelPath: path,
    model: 'later.gguf',
    threads: 1,
    timeoutMs: 30_000,
  });
  try {
    const missing = await failure(later.complete(question));
    expect(missing.code).toBe('MODEL_LOAD_FAILED');
    expect(missing.message).toContain(`Could not load the model file ${path} (AI_MODEL_PATH)`);
    await writeFile(path, 'not a model');
    expect((await failure(later.complete(question))).code).toBe('MODEL_LOAD_FAILED');
    await writeFile(path, buildTinyGguf());
    expect(typeof (await later.complete(question))).toBe('string');
  } finally {
    await later.close();
  }
});
