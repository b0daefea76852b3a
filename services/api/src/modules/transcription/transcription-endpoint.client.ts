import { z } from 'zod';
import type { ParsedCue } from '../files';
import type { TranscriptionConfig } from './transcription-config';

/** What the endpoint made of a recording. */
export interface EndpointTranscript {
  /** The language the endpoint says it heard (verbose_json names it, e.g. "english"), if any. */
  language: string | null;
  durationSeconds: number;
  cues: ParsedCue[];
}

/** A failed request: `retryable` when trying again may succeed (408, 409, 429, 5xx, no answer). */
export class TranscriptionEndpointError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TranscriptionEndpointError';
  }
}

// The answers of OpenAI's `/audio/transcriptions` (openai/openai-openapi:
// CreateTranscriptionResponseVerboseJson, CreateTranscriptionResponseDiarizedJson), only the fields
// read. A segment's `speaker` is diarized_json's; some verbose_json servers add it too.
const segment = z.object({
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  text: z.string(),
  speaker: z.string().optional(),
});
const transcriptionAnswer = z.object({
  language: z.string().optional(),
  duration: z.number().nonnegative(),
  text: z.string(),
  segments: z.array(segment).optional(),
});
const errorAnswer = z.object({ error: z.object({ message: z.string() }) });

const MAX_SPEAKER_LENGTH = 200;

/** Reads `retry-after` (seconds or an HTTP date) in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The answer's segments as transcript cues (ms), speakers kept; one cue of the whole text without segments. */
export function cuesOfAnswer(answer: z.infer<typeof transcriptionAnswer>): ParsedCue[] {
  const segments = answer.segments ?? [];
  if (segments.length === 0) {
    const text = answer.text.trim();
    return text ? [{ startMs: 0, endMs: Math.round(answer.duration * 1000), speaker: null, text }] : [];
  }
  return segments.flatMap((s) => {
    const text = s.text.trim();
    if (!text) return [];
    const startMs = Math.round(s.start * 1000);
    const speaker = s.speaker?.trim();
    return [
      {
        startMs,
        endMs: Math.max(startMs, Math.round(s.end * 1000)),
        speaker: speaker ? speaker.slice(0, MAX_SPEAKER_LENGTH) : null,
        text,
      },
    ];
  });
}

/**
 * Sends a recording to an OpenAI-compatible `POST {base}/audio/transcriptions` (multipart: file,
 * model, language unless auto-identify, response_format verbose_json with segment timestamps, or
 * diarized_json), retrying 408, 409, 429 and 5xx answers and connection failures, honouring
 * `retry-after`. `signal` cancels it, waits included.
 */
export async function transcribeWithEndpoint(
  config: TranscriptionConfig,
  request: { audio: Buffer; fileName: string; mime: string; language: string | null; signal: AbortSignal },
): Promise<EndpointTranscript> {
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(request.audio)], { type: request.mime }), request.fileName);
    form.append('model', config.model);
    form.append('response_format', config.responseFormat);
    if (config.responseFormat === 'verbose_json') form.append('timestamp_granularities[]', 'segment');
    if (config.responseFormat === 'diarized_json') form.append('chunking_strategy', 'auto');
    if (request.language) form.append('language', request.language);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        body: form,
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        signal: AbortSignal.any([request.signal, timeout]),
      });
    } catch {
      if (request.signal.aborted) throw request.signal.reason;
      const failure = new TranscriptionEndpointError(
        timeout.aborted
          ? `The transcription endpoint did not answer within ${Math.round(config.timeoutMs / 1000)} s.`
          : 'The transcription endpoint could not be reached.',
        true,
        null,
      );
      if (attempt >= config.maxRetries) throw failure;
      await sleep(backoff(attempt), request.signal);
      continue;
    }
    if (response.ok) {
      const body: unknown = await response.json().catch(() => null);
      const parsed = transcriptionAnswer.safeParse(body);
      if (!parsed.success)
        throw new TranscriptionEndpointError(
          'The transcription endpoint answered in a form Fieldnote cannot read (expected verbose_json or diarized_json).',
          false,
          response.status,
        );
      return {
        language: parsed.data.language ?? null,
        durationSeconds: parsed.data.duration,
        cues: cuesOfAnswer(parsed.data),
      };
    }
    const detail = errorAnswer.safeParse(await response.json().catch(() => null));
    const said = detail.success ? `: ${detail.data.error.message}` : '.';
    const retryable = [408, 409, 429].includes(response.status) || response.status >= 500;
    const failure = new TranscriptionEndpointError(
      response.status === 429
        ? `The transcription endpoint is rate limited (429)${said}`
        : `The transcription endpoint refused the recording (${response.status})${said}`,
      retryable,
      response.status,
    );
    if (!retryable || attempt >= config.maxRetries) throw failure;
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff(attempt);
    if (wait > config.maxRetryAfterMs) throw failure;
    await sleep(wait, request.signal);
  }
}

function backoff(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt);
}
