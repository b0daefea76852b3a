import { resolve } from 'node:path';
import { AI_DEFAULTS, readAiProviderConfig } from './ai-provider-config';

describe('readAiProviderConfig', () => {
  it('is the built-in provider when no model is configured', () => {
    expect(readAiProviderConfig({})).toEqual({ kind: 'BUILT_IN' });
    expect(readAiProviderConfig({ AI_MODEL: 'llama3', AI_API_KEY: 'sk-x' })).toEqual({ kind: 'BUILT_IN' });
  });

  it('reads an OpenAI-compatible endpoint with its defaults', () => {
    expect(
      readAiProviderConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'qwen2.5:1.5b',
        AI_API_KEY: ' sk-1 ',
      }),
    ).toEqual({
      kind: 'OPENAI_COMPATIBLE',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5:1.5b',
      apiKey: 'sk-1',
      maxConcurrency: AI_DEFAULTS.maxConcurrency,
      timeoutMs: AI_DEFAULTS.timeoutMs,
      maxRetries: AI_DEFAULTS.maxRetries,
    });
  });

  it('reads the concurrency and timeout settings', () => {
    expect(
      readAiProviderConfig({
        AI_BASE_URL: 'https://api.openai.com/v1',
        AI_MODEL: 'gpt-4o-mini',
        AI_MAX_CONCURRENCY: '8',
        AI_TIMEOUT_MS: '120000',
      }),
    ).toMatchObject({ maxConcurrency: 8, timeoutMs: 120_000, apiKey: undefined });
  });

  it('resolves a local model under DATA_DIR/models, one thread by default', () => {
    expect(
      readAiProviderConfig({
        DATA_DIR: '/srv/fieldnote',
        AI_MODEL_PATH: 'qwen2.5-0.5b-instruct-q4_k_m.gguf',
      }),
    ).toEqual({
      kind: 'LOCAL_MODEL',
      modelPath: '/srv/fieldnote/models/qwen2.5-0.5b-instruct-q4_k_m.gguf',
      model: 'qwen2.5-0.5b-instruct-q4_k_m.gguf',
      threads: 1,
      maxConcurrency: AI_DEFAULTS.maxConcurrency,
      timeoutMs: AI_DEFAULTS.timeoutMs,
    });
    expect(readAiProviderConfig({ AI_MODEL_PATH: 'm.gguf', AI_THREADS: '4' })).toMatchObject({
      modelPath: resolve('.data', 'models', 'm.gguf'),
      threads: 4,
    });
    expect(readAiProviderConfig({ AI_MODEL_PATH: '/opt/models/m.GGUF' })).toMatchObject({
      modelPath: '/opt/models/m.GGUF',
    });
  });

  it.each([
    [{ AI_BASE_URL: 'http://x/v1' }, 'AI_BASE_URL needs AI_MODEL'],
    [{ AI_BASE_URL: 'not a url', AI_MODEL: 'm' }, 'AI_BASE_URL must be a URL'],
    [{ AI_BASE_URL: 'ftp://x/v1', AI_MODEL: 'm' }, 'AI_BASE_URL must be an http or https URL'],
    [{ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_MODEL_PATH: 'm.gguf' }, 'not both'],
    [{ AI_MODEL_PATH: 'model.bin' }, 'AI_MODEL_PATH must name a .gguf file'],
    [{ AI_MODEL_PATH: '../../etc/x.gguf' }, 'AI_MODEL_PATH must stay inside'],
    [
      { AI_MODEL_PATH: 'm.gguf', AI_THREADS: '0' },
      'AI_THREADS must be a whole number from 1 to 256 (got "0")',
    ],
    [{ AI_MAX_CONCURRENCY: '1.5' }, 'AI_MAX_CONCURRENCY must be a whole number from 1 to 64'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS must be a whole number'],
  ])('refuses %j naming the setting', (env, message) => {
    expect(() => readAiProviderConfig(env)).toThrow(message);
  });
});
