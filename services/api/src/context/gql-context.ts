import type { FastifyReply, FastifyRequest } from 'fastify';

/** What each GraphQL operation gets: the raw request and reply (for cookies). */
export interface GqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
