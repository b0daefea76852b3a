import type { Config } from '@fieldnote/core';

/** The transcription endpoint the operator configured (README "Transcription"), or none. */
export interface TranscriptionConfig {
  /** Up to and including `/v1`, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long one request may take, the upload and the transcription together. */
  timeoutMs: number;
  /** Further attempts after a 408, 409, 429 or 5xx answer or a connection failure. */
  maxRetries: number;
  /** The longest `retry-after` waited for; a longer one fails the attempt at once. */
  maxRetryAfterMs: number;
  /** `diarized_json` for models that name speakers (gpt-4o-transcribe-diarize), else `verbose_json`. */
  responseFormat: 'verbose_json' | 'diarized_json';
  /** The largest file sent (OpenAI's endpoint takes 25 MB). */
  maxBytes: number;
  /** TRANSCRIPTION_HIPAA_ELIGIBLE: a HIPAA workspace (enforceHipaaTranscription) may send audio here. */
  hipaaEligible: boolean;
}

export const TRANSCRIPTION_DEFAULTS = {
  timeoutMs: 600_000,
  maxRetries: 2,
  maxRetryAfterMs: 60_000,
  maxBytes: 25 * 1024 * 1024,
} as const;

/**
 * Reads TRANSCRIPTION_BASE_URL, TRANSCRIPTION_MODEL, TRANSCRIPTION_API_KEY and
 * TRANSCRIPTION_TIMEOUT_MS as the AI_* settings are read: a bad value stops start-up with a
 * message naming the setting; nothing is contacted here. Null when no endpoint is set.
 */
export function readTranscriptionConfig(
  config: Pick<
    Config,
    'TRANSCRIPTION_BASE_URL' | 'TRANSCRIPTION_MODEL' | 'TRANSCRIPTION_API_KEY' | 'TRANSCRIPTION_TIMEOUT_MS'
  > &
    Partial<Pick<Config, 'TRANSCRIPTION_HIPAA_ELIGIBLE'>>,
): TranscriptionConfig | null {
  const baseUrl = config.TRANSCRIPTION_BASE_URL?.trim();
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(
      `Invalid configuration: TRANSCRIPTION_BASE_URL must be a URL such as https://api.openai.com/v1 (got "${baseUrl}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('Invalid configuration: TRANSCRIPTION_BASE_URL must be an http or https URL');
  const model = config.TRANSCRIPTION_MODEL?.trim();
  if (!model)
    throw new Error(
      'Invalid configuration: TRANSCRIPTION_BASE_URL needs TRANSCRIPTION_MODEL (e.g. whisper-1)',
    );
  let timeoutMs: number = TRANSCRIPTION_DEFAULTS.timeoutMs;
  const rawTimeout = config.TRANSCRIPTION_TIMEOUT_MS?.trim();
  if (rawTimeout) {
    timeoutMs = Number(rawTimeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 3_600_000)
      throw new Error(
        `Invalid configuration: TRANSCRIPTION_TIMEOUT_MS must be a whole number from 1000 to 3600000 (got "${rawTimeout}")`,
      );
  }
  return {
    baseUrl: url.toString().replace(/\/+$/, ''),
    model,
    apiKey: config.TRANSCRIPTION_API_KEY?.trim() || undefined,
    timeoutMs,
    maxRetries: TRANSCRIPTION_DEFAULTS.maxRetries,
    maxRetryAfterMs: TRANSCRIPTION_DEFAULTS.maxRetryAfterMs,
    responseFormat: /diariz/i.test(model) ? 'diarized_json' : 'verbose_json',
    maxBytes: TRANSCRIPTION_DEFAULTS.maxBytes,
    hipaaEligible: config.TRANSCRIPTION_HIPAA_ELIGIBLE === 'true',
  };
}

/** The Nest injection token of the TranscriptionConfig (or null). */
export const TRANSCRIPTION_CONFIG = Symbol('TRANSCRIPTION_CONFIG');
