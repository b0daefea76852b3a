import { resolve } from 'node:path';
import { AI_DEFAULTS, readAiProviderConfig, readAiRegionConfigs } from './ai-provider-config';

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

describe('readAiRegionConfigs', () => {
  const own = readAiProviderConfig({
    AI_BASE_URL: 'http://127.0.0.1:11434/v1',
    AI_MODEL: 'qwen',
    AI_MAX_CONCURRENCY: '3',
  });

  it('reads no region when none is configured', () => {
    expect(readAiRegionConfigs({}, own)).toEqual({});
    expect(readAiRegionConfigs({}, { kind: 'BUILT_IN' })).toEqual({});
  });

  it("reads each region's OpenAI-compatible endpoint with the server's concurrency and timeout", () => {
    expect(
      readAiRegionConfigs(
        {
          AI_REGION_EU_A_BASE_URL: 'https://eu.example.com/v1/',
          AI_REGION_EU_A_MODEL: ' mistral-small ',
          AI_REGION_EU_A_API_KEY: 'sk-eu',
          AI_REGION_AU_A_BASE_URL: 'http://10.0.0.5:8080/v1',
          AI_REGION_AU_A_MODEL: 'llama',
        },
        own,
      ),
    ).toEqual({
      EU_A: {
        kind: 'OPENAI_COMPATIBLE',
        baseUrl: 'https://eu.example.com/v1',
        model: 'mistral-small',
        apiKey: 'sk-eu',
        maxConcurrency: 3,
        timeoutMs: AI_DEFAULTS.timeoutMs,
        maxRetries: AI_DEFAULTS.maxRetries,
      },
      AU_A: expect.objectContaining({
        baseUrl: 'http://10.0.0.5:8080/v1',
        model: 'llama',
        apiKey: undefined,
      }),
    });
  });

  it('stops start-up with a message naming the setting', () => {
    expect(() => readAiRegionConfigs({ AI_REGION_EU_A_BASE_URL: 'eu.example.com' }, own)).toThrow(
      'Invalid configuration: AI_REGION_EU_A_BASE_URL must be a URL such as http://127.0.0.1:11434/v1 (got "eu.example.com")',
    );
    expect(() => readAiRegionConfigs({ AI_REGION_EU_A_BASE_URL: 'ftp://eu.example.com/v1' }, own)).toThrow(
      'Invalid configuration: AI_REGION_EU_A_BASE_URL must be an http or https URL',
    );
    expect(() => readAiRegionConfigs({ AI_REGION_US_A_BASE_URL: 'http://us.example.com/v1' }, own)).toThrow(
      'Invalid configuration: AI_REGION_US_A_BASE_URL needs AI_REGION_US_A_MODEL (the model name the endpoint serves)',
    );
    expect(() => readAiRegionConfigs({ AI_REGION_AU_A_MODEL: 'llama' }, own)).toThrow(
      "Invalid configuration: AI_REGION_AU_A_MODEL needs AI_REGION_AU_A_BASE_URL (the region's OpenAI-compatible endpoint)",
    );
    expect(() =>
      readAiRegionConfigs(
        { AI_REGION_EU_A_BASE_URL: 'http://eu.example.com/v1', AI_REGION_EU_A_MODEL: 'm' },
        { kind: 'BUILT_IN' },
      ),
    ).toThrow(/AI_REGION_EU_A_BASE_URL needs the server's own model too \(AI_BASE_URL or AI_MODEL_PATH\)/);
  });
});
