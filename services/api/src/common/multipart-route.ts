import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Adds `POST path` as a plain Fastify route in an encapsulated plugin of its own, the only places
 * @fastify/multipart is registered (issue 31): registered server-wide, its asynchronous onRequest and
 * onResponse hooks ran on every request of the server (GraphQL, /ping, downloads). One file part and
 * nothing else is let through; the handler sets its own size limit per request. Errors go to the
 * server's REST error handler, which answers what Nest's filter answered.
 */
export async function registerMultipartRoute(
  fastify: FastifyInstance,
  path: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
    scope.post(path, handler);
  });
}

/** Room for the multipart boundaries and part headers around a file's own bytes. */
export const MULTIPART_OVERHEAD = 64 * 1024;
