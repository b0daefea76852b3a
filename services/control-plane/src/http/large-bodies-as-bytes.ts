import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's onSend continuation: the error, or the payload to send instead. */
type OnSendDone = (error: Error | null, payload?: unknown) => void;

/** Bodies from this size on are encoded before they are written (a TABLE page or a search page). */
export const BYTES_FROM_CHARACTERS = 16 * 1024;

/**
 * An onSend hook that hands a large string body (a serialised GraphQL answer) to the socket as
 * UTF-8 bytes. Why: Node's socket write of a large string costs far more CPU than encoding it first
 * and writing the bytes (measured, `node scripts/bench/response-write.bench.mjs`): a
 * 323 KB answer (a TABLE page of 100 rows) cost 1.7 to 2.4 ms of CPU as a string and 0.5 to 0.6 ms
 * as bytes; with non-ASCII characters in it (typographic quotes in a preview), 2.8 to 3.1 against 0.9.
 * Synchronous, with a `done` callback: every answer passes here, and an async hook would cost each a
 * promise and a trip through the microtask queue.
 */
export function largeBodiesAsBytes(
  _request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
  done: OnSendDone,
): void {
  done(null, asBytesWhenLarge(payload));
}

/** The payload to write: a string of BYTES_FROM_CHARACTERS or more as UTF-8 bytes, anything else as it is. */
function asBytesWhenLarge(payload: unknown): unknown {
  return typeof payload === 'string' && payload.length >= BYTES_FROM_CHARACTERS
    ? Buffer.from(payload, 'utf8')
    : payload;
}
