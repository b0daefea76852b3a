import { Transform, type TransformCallback } from 'node:stream';
import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';
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

/**
 * Fastify preParsing hook of the GraphQL routes: anonymous callers get GRAPHQL_LIMITS.maxAnonymousBodyBytes
 * (a declared Content-Length over it is refused before a byte is read), and every JSON body is scanned
 * by BoundedBodyStream. Whether the caller is signed in is asked only when the body may be larger than
 * the anonymous limit, so small requests cost no lookup here. A signed-in body larger than that limit
 * is admitted by `admission` before it is read (it may wait for room, unread, or be refused as the
 * server is busy): by its Content-Length, or, sent chunked, as the body limit once it passes the
 * anonymous limit.
 */
export function boundedBody(
  isSignedIn: (request: FastifyRequest) => Promise<boolean>,
  admission: BodyAdmission,
) {
  return async function preParsing(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ): Promise<NodeJS.ReadableStream> {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const declared = Number(request.headers['content-length']);
    const anonymousLimit = GRAPHQL_LIMITS.maxAnonymousBodyBytes;
    let maxBytes: number | null = null;
    let admitPast: BodyBounds['admitPast'];
    if (!(declared <= anonymousLimit)) {
      if (!(await isSignedIn(request).catch(() => false))) {
        if (declared > anonymousLimit) throw anonymousBodyTooLarge();
        maxBytes = anonymousLimit; // no Content-Length (chunked): counted as it arrives
      } else if (declared > anonymousLimit) {
        await admission.admit(reply, declared);
      } else {
        // Chunked, size unknown: free up to the anonymous limit, charged the body limit past it.
        admitPast = {
          bytes: anonymousLimit,
          admit: () => admission.admit(reply, GRAPHQL_LIMITS.maxBodyBytes),
        };
      }
    }
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (!json && maxBytes === null && !admitPast) return payload;
    const bounded = new BoundedBodyStream({
      maxBytes,
      json,
      maxValues: GRAPHQL_LIMITS.maxJsonValues,
      maxDepth: GRAPHQL_LIMITS.maxJsonDepth,
      admitPast,
    });
    return payload.pipe(bounded);
  };
}

export function anonymousBodyTooLarge(): AppError {
  const limit = GRAPHQL_LIMITS.maxAnonymousBodyBytes;
  return AppError.badInput(
    `The request body is too large (the limit is ${limit / 1024} KB before signing in). Sign in to send more.`,
    { limit: 'maxAnonymousBodyBytes', maximum: limit },
  );
}
