import { Transform, type TransformCallback } from 'node:stream';
import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonShapeScanner } from './json-shape-scanner';

/** What one body may hold: bytes (for anonymous callers), values and nesting (for JSON). */
export interface BodyBounds {
  /** Bytes at most, or null for the route's own bodyLimit. */
  maxBytes: number | null;
  /** Whether the body is JSON to be scanned for values and nesting. */
  json: boolean;
  maxValues: number;
  maxDepth: number;
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

  constructor(private readonly bounds: BodyBounds) {
    super();
    this.scanner = bounds.json ? new JsonShapeScanner(bounds.maxValues, bounds.maxDepth) : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    const { maxBytes } = this.bounds;
    if (maxBytes !== null && this.receivedEncodedLength > maxBytes) return done(anonymousBodyTooLarge());
    const problem = this.scanner?.scan(chunk) ?? null;
    if (problem) return done(problem);
    done(null, chunk);
  }
}

/**
 * Fastify preParsing hook of the GraphQL routes: anonymous callers get GRAPHQL_LIMITS.maxAnonymousBodyBytes
 * (a declared Content-Length over it is refused before a byte is read), and every JSON body is scanned
 * by BoundedBodyStream. Whether the caller is signed in is asked only when the body may be larger than
 * the anonymous limit, so small requests cost no lookup here.
 */
export function boundedBody(isSignedIn: (request: FastifyRequest) => Promise<boolean>) {
  return async function preParsing(
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ): Promise<NodeJS.ReadableStream> {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const declared = Number(request.headers['content-length']);
    const anonymousLimit = GRAPHQL_LIMITS.maxAnonymousBodyBytes;
    let maxBytes: number | null = null;
    if (!(declared <= anonymousLimit) && !(await isSignedIn(request).catch(() => false))) {
      if (declared > anonymousLimit) throw anonymousBodyTooLarge();
      maxBytes = anonymousLimit; // no Content-Length (chunked): counted as it arrives
    }
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (!json && maxBytes === null) return payload;
    const bounded = new BoundedBodyStream({
      maxBytes,
      json,
      maxValues: GRAPHQL_LIMITS.maxJsonValues,
      maxDepth: GRAPHQL_LIMITS.maxJsonDepth,
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
