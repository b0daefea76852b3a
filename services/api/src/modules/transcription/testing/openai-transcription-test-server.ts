import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

/** OpenAI's published schemas of the endpoint's answers (the file names its source commit). */
function openAiSchemas(): object {
  return JSON.parse(readFileSync(join(__dirname, 'openai-transcription.schemas.json'), 'utf8')) as object;
}

/** One segment the double says it heard; `speaker` is sent when set. */
export interface ScriptedSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

/** What the double does with the next request. */
export type ScriptedAnswer =
  | { kind: 'transcript'; language?: string; duration: number; segments: ScriptedSegment[] }
  /** An OpenAI error answer (`{ error: { message, type, param, code } }`), with `retry-after` when set. */
  | { kind: 'error'; status: number; message: string; type?: string; retryAfterSeconds?: number }
  /** Holds the request open until `release()` (or the caller hangs up), then answers `then`. */
  | { kind: 'hold'; then: ScriptedAnswer };

/** One request as the double received it. */
export interface ReceivedRequest {
  authorization: string | null;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  timestampGranularities: string[];
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
}

/** Which of OpenAI's schemas an answer was sent under, and the body, for the tests to check. */
export interface SentAnswer {
  schema:
    'CreateTranscriptionResponseVerboseJson' | 'CreateTranscriptionResponseDiarizedJson' | 'ErrorResponse';
  status: number;
  body: unknown;
}

export interface OpenAiTranscriptionTestServer {
  /** Up to and including `/v1`, as TRANSCRIPTION_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string;
  /** Answers for the next requests, in order; when empty the double answers `fallback`. */
  queue: ScriptedAnswer[];
  fallback: ScriptedAnswer;
  requests: ReceivedRequest[];
  answers: SentAnswer[];
  /** Held requests whose caller hung up before they were answered. */
  abandoned: number;
  /** Lets held requests answer. */
  release(): void;
  /** Resolves when a request is being held. */
  held(): Promise<void>;
  /** Validates a body against one of the published schemas; the errors, empty when valid. */
  validate(schema: SentAnswer['schema'], body: unknown): string[];
  close(): Promise<void>;
}

const AUDIO_FORMATS = /\.(flac|mp3|mp4|mpeg|mpga|m4a|ogg|wav|webm)$/i;

/**
 * A faithful double of OpenAI's `POST /v1/audio/transcriptions` (openai/openai-openapi, the schemas
 * in openai-transcription.schemas.json): it reads the multipart request as the endpoint does,
 * refuses what the endpoint refuses (no key, no file, no model, a file type it does not take) with
 * OpenAI's error shape, answers verbose_json or diarized_json, and checks every answer it sends
 * against the published schema before sending it (an answer the schema refuses is a bug of the
 * double and fails the request with 599, which the tests see).
 */
export async function startOpenAiTranscriptionTestServer(
  options: { apiKey?: string } = {},
): Promise<OpenAiTranscriptionTestServer> {
  const ajv = new Ajv({ strict: false, allErrors: true });
  // OpenAPI's number formats say how wide a number is, nothing Ajv checks.
  ajv.addFormat('double', true);
  ajv.addFormat('float', true);
  ajv.addSchema(openAiSchemas(), 'openai');
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (name: string): ValidateFunction => {
    let v = validators.get(name);
    if (!v) {
      v = ajv.compile({ $ref: `openai#/components/schemas/${name}` });
      validators.set(name, v);
    }
    return v;
  };
  const validate = (name: string, body: unknown): string[] => {
    const v = validatorOf(name);
    return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  };

  const apiKey = options.apiKey ?? 'sk-test-transcription';
  let releaseHeld: (() => void)[] = [];
  let heldWaiters: (() => void)[] = [];
  const state: Omit<OpenAiTranscriptionTestServer, 'baseUrl' | 'close' | 'release' | 'held' | 'validate'> = {
    apiKey,
    queue: [],
    fallback: {
      kind: 'transcript',
      language: 'english',
      duration: 1,
      segments: [{ start: 0, end: 1, text: ' Hello.' }],
    },
    requests: [],
    answers: [],
    abandoned: 0,
  };

  const send = (res: ServerResponse, answer: SentAnswer, headers: Record<string, string> = {}) => {
    const problems = validate(answer.schema, answer.body);
    if (problems.length > 0) {
      res
        .writeHead(599, { 'content-type': 'text/plain' })
        .end(`double broke the schema: ${problems.join('; ')}`);
      return;
    }
    state.answers.push(answer);
    res
      .writeHead(answer.status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(answer.body));
  };
  const error = (
    res: ServerResponse,
    status: number,
    message: string,
    type = 'invalid_request_error',
    param: string | null = null,
    headers: Record<string, string> = {},
  ) =>
    send(
      res,
      { schema: 'ErrorResponse', status, body: { error: { message, type, param, code: null } } },
      headers,
    );

  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    scripted: ScriptedAnswer,
    format: string,
  ) => {
    if (scripted.kind === 'hold') {
      let hungUp = false;
      await new Promise<void>((resolve) => {
        releaseHeld.push(resolve);
        // The caller went away (a cancelled job aborts its request) before the answer.
        res.once('close', () => {
          hungUp = true;
          resolve();
        });
        for (const w of heldWaiters) w();
        heldWaiters = [];
      });
      if (hungUp) {
        state.abandoned += 1;
        return;
      }
      return answer(req, res, scripted.then, format);
    }
    if (scripted.kind === 'error') {
      const headers: Record<string, string> =
        scripted.retryAfterSeconds !== undefined ? { 'retry-after': String(scripted.retryAfterSeconds) } : {};
      return error(
        res,
        scripted.status,
        scripted.message,
        scripted.type ?? 'invalid_request_error',
        null,
        headers,
      );
    }
    const text = scripted.segments.map((s) => s.text).join('');
    const usage = { type: 'duration', seconds: Math.ceil(scripted.duration) };
    if (format === 'diarized_json') {
      return send(res, {
        schema: 'CreateTranscriptionResponseDiarizedJson',
        status: 200,
        body: {
          task: 'transcribe',
          duration: scripted.duration,
          text,
          segments: scripted.segments.map((s, i) => ({
            type: 'transcript.text.segment',
            id: `seg_${String(i + 1).padStart(3, '0')}`,
            start: s.start,
            end: s.end,
            text: s.text,
            speaker: s.speaker ?? 'A',
          })),
          usage,
        },
      });
    }
    return send(res, {
      schema: 'CreateTranscriptionResponseVerboseJson',
      status: 200,
      body: {
        task: 'transcribe',
        language: scripted.language ?? 'english',
        duration: scripted.duration,
        text,
        segments: scripted.segments.map((s, i) => ({
          id: i,
          seek: 0,
          start: s.start,
          end: s.end,
          text: s.text,
          tokens: [50364, 440 + i, 50530],
          temperature: 0,
          avg_logprob: -0.28,
          compression_ratio: 1.23,
          no_speech_prob: 0.01,
          ...(s.speaker ? { speaker: s.speaker } : {}),
        })),
        usage,
      },
    });
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions')
        return error(res, 404, `Invalid URL (${req.method ?? ''} ${req.url ?? ''})`);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const authorization = req.headers.authorization ?? null;
      if (authorization !== `Bearer ${apiKey}`)
        return error(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
      let form: FormData;
      try {
        form = await new Request('http://double/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
      } catch {
        return error(res, 400, 'Could not parse multipart form');
      }
      const file = form.get('file');
      const received: ReceivedRequest = {
        authorization,
        model: typeof form.get('model') === 'string' ? (form.get('model') as string) : null,
        language: typeof form.get('language') === 'string' ? (form.get('language') as string) : null,
        responseFormat:
          typeof form.get('response_format') === 'string' ? (form.get('response_format') as string) : null,
        timestampGranularities: form
          .getAll('timestamp_granularities[]')
          .filter((v): v is string => typeof v === 'string'),
        fileName: file instanceof File ? file.name : null,
        fileType: file instanceof File ? file.type : null,
        fileBytes: file instanceof File ? file.size : 0,
      };
      state.requests.push(received);
      if (!(file instanceof File))
        return error(res, 400, "you must provide a 'file'", 'invalid_request_error', 'file');
      if (!received.model)
        return error(res, 400, 'you must provide a model parameter', 'invalid_request_error', 'model');
      if (!AUDIO_FORMATS.test(file.name))
        return error(
          res,
          400,
          `Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']`,
          'invalid_request_error',
          'file',
        );
      const format = received.responseFormat ?? 'json';
      if (format !== 'verbose_json' && format !== 'diarized_json')
        return error(res, 400, `The double answers verbose_json and diarized_json only (asked: ${format}).`);
      await answer(req, res, state.queue.shift() ?? state.fallback, format);
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    release: () => {
      const waiting = releaseHeld;
      releaseHeld = [];
      for (const r of waiting) r();
    },
    held: () =>
      new Promise<void>((resolve) => (releaseHeld.length > 0 ? resolve() : heldWaiters.push(resolve))),
    validate,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of releaseHeld) r();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
