import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A look at a JSON body's bytes before they are parsed: the refusal, or null to parse them. */
export type JsonBytesCheck = (body: Buffer) => Error | null;

type ParseDone = (error: Error | null, body?: unknown) => void;

const CHECK_BEFORE_PARSING = Symbol('fieldnote.checkJsonBeforeParsing');
type RequestWithCheck = FastifyRequest & { [CHECK_BEFORE_PARSING]?: JsonBytesCheck };

/**
 * Has the JSON parser run `check` over this request's whole body, before it parses it. For a body
 * that is read whole anyway (a small one), a route's preParsing hook asks this instead of piping the
 * body through a checking stream: the stream, its pipe and its events cost about a tenth of the CPU
 * of a small GraphQL request (scripts/bench/graphql.bench.mjs, `perf` of the server thread).
 */
export function checkJsonBeforeParsing(request: FastifyRequest, check: JsonBytesCheck): void {
  (request as RequestWithCheck)[CHECK_BEFORE_PARSING] = check;
}

/**
 * The server's application/json parser: Fastify's own (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys, as Nest's default parser does), built once, after the request's
 * checkJsonBeforeParsing check when it has one. A refusal takes the path a failing body stream takes
 * (a 400 unless it carries another status; the connection is closed after the answer).
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return function parseJsonBody(request: FastifyRequest, body: Buffer, done: ParseDone): void {
    const refusal = (request as RequestWithCheck)[CHECK_BEFORE_PARSING]?.(body) ?? null;
    if (refusal) {
      const status = (refusal as { statusCode?: unknown }).statusCode;
      if (!(typeof status === 'number' && status >= 400)) Object.assign(refusal, { statusCode: 400 });
      return done(refusal);
    }
    // Fastify's parser takes the bytes as they are (its types say string; it decodes a Buffer itself).
    void parse(request, body as unknown as string, done);
  };
}
