import type { SessionOrigin } from '@fieldnote/control-plane';
import type { FastifyRequest } from 'fastify';

/** What a new session records of the browser that signs in: its User-Agent and source address. */
export function sessionOrigin(req: Pick<FastifyRequest, 'headers' | 'ip'>): SessionOrigin {
  return { userAgent: req.headers['user-agent'] ?? null, ip: req.ip };
}
