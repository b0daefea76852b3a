import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Spec 000 §7: GET /ping checks connectivity (the client gives it 5 seconds). */
export const PING_PATH = '/ping';

/** The answer, serialised once: the same bytes Fastify's serialiser makes of `{ status: 'ok' }`. */
const PING_BODY = JSON.stringify({ status: 'ok' });

/**
 * /ping, the liveness and readiness probe of every process (control plane, API, worker), as a plain
 * Fastify route: it needs nothing of Nest's router (guards, pipes, interceptors, the exception
 * filter), which cost about a third of the CPU of each probe (CPU profile of
 * scripts/bench/graphql.bench.mjs' `GET /ping` row). The server-wide hooks still run: security headers,
 * cookies, the cross-site guard (a GET passes it).
 */
export function servePing(fastify: FastifyInstance): void {
  fastify.get(PING_PATH, answerPing);
}

function answerPing(_request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(PING_BODY);
}
