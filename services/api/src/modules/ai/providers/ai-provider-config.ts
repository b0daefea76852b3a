import { basename, isAbsolute, join, resolve } from 'node:path';
import { Region } from '@fieldnote/core';

/**
 * The generative model the operator configured (README "AI providers"): an OpenAI-compatible
 * endpoint (AI_BASE_URL, AI_MODEL, AI_API_KEY), a local GGUF file run by llama.cpp (AI_MODEL_PATH,
 * under DATA_DIR/models), or neither, when the built-in extractive provider answers.
 */
export type AiProviderConfig =
  | { kind: 'BUILT_IN' }
  | {
      kind: 'OPENAI_COMPATIBLE';
      /** Up to and including `/v1`, e.g. http://127.0.0.1:11434/v1 for Ollama. */
      baseUrl: string;
      model: string;
      apiKey?: string;
      /** Requests in flight at once for one workspace; the rest wait their turn. */
      maxConcurrency: number;
      /** Per attempt, until the answer starts (and between streamed chunks). */
      timeoutMs: number;
      /** Further attempts after a 408, 409, 429 or 5xx answer or a connection failure. */
      maxRetries: number;
    }
  | {
      kind: 'LOCAL_MODEL';
      /** Absolute path of the GGUF file. */
      modelPath: string;
      /** The file's name, recorded as the model in the AI audit trail. */
      model: string;
      /** CPU threads llama.cpp computes with. */
      threads: number;
      maxConcurrency: number;
      timeoutMs: number;
    };

export const AI_DEFAULTS = {
  threads: 1,
  maxConcurrency: 2,
  timeoutMs: 60_000,
  maxRetries: 2,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`Invalid configuration: ${name} must be a whole number from 1 to ${max} (got "${raw}")`);
  }
  return value;
}

/**
 * Reads the AI settings; a bad value stops start-up with a message naming the setting, as the rest of
 * the configuration does. Nothing is loaded or contacted here.
 */
export function readAiProviderConfig(env: NodeJS.ProcessEnv = process.env): AiProviderConfig {
  const baseUrl = env.AI_BASE_URL?.trim();
  const modelPath = env.AI_MODEL_PATH?.trim();
  const maxConcurrency = positiveInt(env, 'AI_MAX_CONCURRENCY', AI_DEFAULTS.maxConcurrency, 64);
  const timeoutMs = positiveInt(env, 'AI_TIMEOUT_MS', AI_DEFAULTS.timeoutMs, 3_600_000);
  if (baseUrl && modelPath) {
    throw new Error(
      'Invalid configuration: set AI_BASE_URL (an endpoint) or AI_MODEL_PATH (a local model), not both',
    );
  }
  if (baseUrl) {
    const url = endpointUrl('AI_BASE_URL', baseUrl);
    const model = env.AI_MODEL?.trim();
    if (!model)
      throw new Error(
        'Invalid configuration: AI_BASE_URL needs AI_MODEL (the model name the endpoint serves)',
      );
    return {
      kind: 'OPENAI_COMPATIBLE',
      baseUrl: url.toString().replace(/\/+$/, ''),
      model,
      apiKey: env.AI_API_KEY?.trim() || undefined,
      maxConcurrency,
      timeoutMs,
      maxRetries: AI_DEFAULTS.maxRetries,
    };
  }
  if (modelPath) {
    const modelsDir = resolve(env.DATA_DIR?.trim() || '.data', 'models');
    const path = isAbsolute(modelPath) ? modelPath : join(modelsDir, modelPath);
    if (!path.toLowerCase().endsWith('.gguf')) {
      throw new Error(`Invalid configuration: AI_MODEL_PATH must name a .gguf file (got "${modelPath}")`);
    }
    if (!isAbsolute(modelPath) && !path.startsWith(modelsDir + '/')) {
      throw new Error(`Invalid configuration: AI_MODEL_PATH must stay inside ${modelsDir}`);
    }
    return {
      kind: 'LOCAL_MODEL',
      modelPath: path,
      model: basename(path),
      threads: positiveInt(env, 'AI_THREADS', AI_DEFAULTS.threads, 256),
      maxConcurrency,
      timeoutMs,
    };
  }
  return { kind: 'BUILT_IN' };
}

function endpointUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `Invalid configuration: ${name} must be a URL such as http://127.0.0.1:11434/v1 (got "${raw}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid configuration: ${name} must be an http or https URL`);
  }
  return url;
}

/** An OpenAI-compatible model of one region (spec 001 §3 allowChooseAiRegion). */
export type AiRegionModelConfig = Extract<AiProviderConfig, { kind: 'OPENAI_COMPATIBLE' }>;

/**
 * The models of other regions beside the server's own (README "AI providers"): per region an
 * OpenAI-compatible endpoint, AI_REGION_<REGION>_BASE_URL, _MODEL and _API_KEY (e.g.
 * AI_REGION_EU_A_BASE_URL), with the concurrency and timeout of the server's own. A region's model
 * needs the server's own model (a workspace without a choice keeps using it); a bad value stops
 * start-up with a message naming the setting, as readAiProviderConfig does.
 */
export function readAiRegionConfigs(
  env: NodeJS.ProcessEnv,
  own: AiProviderConfig,
): Partial<Record<Region, AiRegionModelConfig>> {
  const regions: Partial<Record<Region, AiRegionModelConfig>> = {};
  for (const region of Object.values(Region)) {
    const prefix = `AI_REGION_${region}_`;
    const baseUrl = env[`${prefix}BASE_URL`]?.trim();
    const model = env[`${prefix}MODEL`]?.trim();
    const apiKey = env[`${prefix}API_KEY`]?.trim();
    if (!baseUrl) {
      if (model || apiKey)
        throw new Error(
          `Invalid configuration: ${prefix}${model ? 'MODEL' : 'API_KEY'} needs ${prefix}BASE_URL (the region's OpenAI-compatible endpoint)`,
        );
      continue;
    }
    const url = endpointUrl(`${prefix}BASE_URL`, baseUrl);
    if (!model)
      throw new Error(
        `Invalid configuration: ${prefix}BASE_URL needs ${prefix}MODEL (the model name the endpoint serves)`,
      );
    if (own.kind === 'BUILT_IN')
      throw new Error(
        `Invalid configuration: ${prefix}BASE_URL needs the server's own model too (AI_BASE_URL or AI_MODEL_PATH), which workspaces use until they choose a region`,
      );
    regions[region] = {
      kind: 'OPENAI_COMPATIBLE',
      baseUrl: url.toString().replace(/\/+$/, ''),
      model,
      apiKey: apiKey || undefined,
      maxConcurrency: own.maxConcurrency,
      timeoutMs: own.timeoutMs,
      maxRetries: AI_DEFAULTS.maxRetries,
    };
  }
  return regions;
}
