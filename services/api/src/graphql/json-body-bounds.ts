import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';
import { checkJsonBeforeParsing } from '@fieldnote/control-plane';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyAdmission } from './body-admission';
import { JsonShapeScanner } from './json-shape-scanner';

/** What one body may hold: bytes (for anonymous callers), values and nesting (for JSON). */
export interface BodyBounds {
  /** Bytes at most, or null for the route's own bodyLimit. */
  maxBytes: number | null;
  /** Whether the body is JSON to be scanned for values and nesting. */
  json: boolean;
  maxValues: number;
  maxDepth: number;
  /** Asked once the body passes `bytes` (a chunked body of unknown size): the body waits until it resolves. */
  admitPast?: { bytes: number; admit: () => Promise<void> };
}

/**
 * The body of a GraphQL request as it arrives, passed on unchanged, refused as soon as it holds more
 * than a caller may send (issue 30): more bytes than an anonymous caller's limit, more JSON values or
 * deeper nesting than GRAPHQL_LIMITS allows (JsonShapeScanner). JSON.parse therefore never builds the
 * millions of objects a 10 MB body of tiny items would make.
 */
export class BoundedBodyStream extends Transform {
  /** Read by Fastify's body reader, which compares it with Content-Length and the body limit. */
  receivedEncodedLength = 0;
  private readonly scanner: JsonShapeScanner | null;
  private admitted = false;

  constructor(private readonly bounds: BodyBounds) {
    super();
    this.scanner = bounds.json ? new JsonShapeScanner(bounds.maxValues, bounds.maxDepth) : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    const { maxBytes } = this.bounds;
    if (maxBytes !== null && this.receivedEncodedLength > maxBytes) return done(anonymousBodyTooLarge());
    const { admitPast } = this.bounds;
    if (admitPast && !this.admitted && this.receivedEncodedLength > admitPast.bytes) {
      this.admitted = true;
      // Nothing more is read until the body is admitted: its bytes wait in the connection.
      admitPast.admit().then(() => this.pass(chunk, done), done);
      return;
    }
    this.pass(chunk, done);
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    const problem = this.scanner?.scan(chunk) ?? null;
    if (problem) return done(problem);
    done(null, chunk);
  }
}

type PreParsingDone = (error: Error | null, payload?: Readable) => void;

const JSON_MEDIA_TYPE = /^application\/json\b/i;

/**
 * A body of at most this many bytes cannot break a shape limit: each value and each level of nesting
 * takes at least one byte of its own (`,`, `[` or `{`).
 */
const SHAPE_FREE_BYTES = Math.min(GRAPHQL_LIMITS.maxJsonDepth, GRAPHQL_LIMITS.maxJsonValues);

/**
 * Fastify preParsing hook of the GraphQL routes: anonymous callers get GRAPHQL_LIMITS.maxAnonymousBodyBytes
 * (a declared Content-Length over it is refused before a byte is read), and every JSON body's shape is
 * checked before it is parsed. Whether the caller is signed in is asked only when the body may be
 * larger than the anonymous limit, so small requests cost no lookup here. A signed-in body larger than
 * that limit is admitted by `admission` before it is read (it may wait for room, unread, or be refused
 * as the server is busy): by its Content-Length, or, sent chunked, as the body limit once it passes
 * the anonymous limit.
 *
 * Synchronous (a `done` callback) for the requests nearly all are: a declared Content-Length within
 * the anonymous limit. Such a body is read whole before parsing anyway, so its bytes are scanned in
 * one pass by the JSON parser (checkJsonBeforeParsing) rather than through a BoundedBodyStream, and
 * not at all when too short to break a limit. Larger and chunked bodies stream through
 * BoundedBodyStream, refused as soon as they break a limit.
 */
export function boundedBody(
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
  admission: BodyAdmission,
) {
  return function preParsing(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Readable,
    done: PreParsingDone,
  ): void {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    const declared = Number(request.headers['content-length']);
    const json = JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '');
    if (declared <= GRAPHQL_LIMITS.maxAnonymousBodyBytes) {
      if (json && declared > SHAPE_FREE_BYTES) checkJsonBeforeParsing(request, scanJsonShape);
      return done(null, payload);
    }
    largeBodyBounds(isSignedIn, admission, request, reply, declared).then((bounds) => {
      if (!json && bounds.maxBytes === null && !bounds.admitPast) return done(null, payload);
      done(null, payload.pipe(new BoundedBodyStream({ ...bounds, json, ...SHAPE_LIMITS })));
    }, done);
  };
}

const SHAPE_LIMITS = { maxValues: GRAPHQL_LIMITS.maxJsonValues, maxDepth: GRAPHQL_LIMITS.maxJsonDepth };

/** A whole JSON body's refusal for its values or nesting, or null. */
function scanJsonShape(body: Buffer): AppError | null {
  return new JsonShapeScanner(SHAPE_LIMITS.maxValues, SHAPE_LIMITS.maxDepth).scan(body);
}

/**
 * The byte bounds of a body that may be larger than the anonymous limit (or of unknown size): refused
 * for an anonymous caller over that limit, else admitted to the budget of large bodies (waiting).
 */
async function largeBodyBounds(
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
  admission: BodyAdmission,
  request: FastifyRequest,
  reply: FastifyReply,
  declared: number,
): Promise<Pick<BodyBounds, 'maxBytes' | 'admitPast'>> {
  const anonymousLimit = GRAPHQL_LIMITS.maxAnonymousBodyBytes;
  if (!(await isSignedIn(request).catch(() => false))) {
    if (declared > anonymousLimit) throw anonymousBodyTooLarge();
    return { maxBytes: anonymousLimit }; // no Content-Length (chunked): counted as it arrives
  }
  if (declared > anonymousLimit) {
    await admission.admit(reply, declared);
    return { maxBytes: null };
  }
  // Chunked, size unknown: free up to the anonymous limit, charged the body limit past it.
  return {
    maxBytes: null,
    admitPast: { bytes: anonymousLimit, admit: () => admission.admit(reply, GRAPHQL_LIMITS.maxBodyBytes) },
  };
}

export function anonymousBodyTooLarge(): AppError {
  const limit = GRAPHQL_LIMITS.maxAnonymousBodyBytes;
  return AppError.badInput(
    `The request body is too large (the limit is ${limit / 1024} KB before signing in). Sign in to send more.`,
    { limit: 'maxAnonymousBodyBytes', maximum: limit },
  );
}
