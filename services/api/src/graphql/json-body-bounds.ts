import { Transform, type TransformCallback } from 'node:stream';
import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

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
 * deeper nesting than GRAPHQL_LIMITS allows. JSON.parse therefore never builds the millions of
 * objects a 10 MB body of tiny items would make. Values are counted by what introduces them outside
 * strings (`[`, `{` and the `,` between items and members), so the scan is one pass over the bytes
 * with four counters; JSON's structural characters are ASCII, so UTF-8 needs no decoding here.
 */
export class BoundedBodyStream extends Transform {
  /** Read by Fastify's body reader, which compares it with Content-Length and the body limit. */
  receivedEncodedLength = 0;
  private inString = false;
  private escaped = false;
  private depth = 0;
  private values = 0;

  constructor(private readonly bounds: BodyBounds) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    const { maxBytes } = this.bounds;
    if (maxBytes !== null && this.receivedEncodedLength > maxBytes) return done(anonymousBodyTooLarge());
    const problem = this.bounds.json ? this.scan(chunk) : null;
    if (problem) return done(problem);
    done(null, chunk);
  }

  private scan(chunk: Buffer): AppError | null {
    const { maxValues, maxDepth } = this.bounds;
    let { inString, escaped, depth, values } = this;
    // Where the next quote and backslash are, found natively (memchr): a long string is skipped at
    // once instead of byte by byte.
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let i = 0; i < chunk.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        if (nextQuote < i) nextQuote = indexOrEnd(chunk, QUOTE, i);
        if (nextBackslash < i) nextBackslash = indexOrEnd(chunk, BACKSLASH, i);
        i = Math.min(nextQuote, nextBackslash);
        if (i >= chunk.length) break;
        if (chunk[i] === BACKSLASH) escaped = true;
        else inString = false;
        continue;
      }
      const byte = chunk[i];
      if (byte === QUOTE) inString = true;
      else if (byte === COMMA) values++;
      else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        values++;
        if (++depth > maxDepth) return tooDeep(maxDepth);
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
      if (values > maxValues) return tooManyValues(maxValues);
    }
    Object.assign(this, { inString, escaped, depth, values });
    return null;
  }
}

/** The index of `byte` in `chunk` from `from`, or the chunk's length when there is none. */
function indexOrEnd(chunk: Buffer, byte: number, from: number): number {
  const at = chunk.indexOf(byte, from);
  return at === -1 ? chunk.length : at;
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

function tooManyValues(maximum: number): AppError {
  return AppError.badInput(
    `The request holds more than ${maximum} values (list items and object members). Send less at once.`,
    { limit: 'maxJsonValues', maximum },
  );
}

function tooDeep(maximum: number): AppError {
  return AppError.badInput(`The request is nested more than ${maximum} levels deep.`, {
    limit: 'maxJsonDepth',
    maximum,
  });
}
