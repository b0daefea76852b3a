import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What each GraphQL operation gets: the raw request and reply (for cookies). Nest's Mercurius driver
 * puts `req` in the context and Mercurius itself adds `reply` (and `app`), so no context factory is set.
 */
export interface GqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
