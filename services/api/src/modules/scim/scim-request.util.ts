import type { FastifyRequest } from 'fastify';

/** The SCIM base URL of the request's host, for `meta.location` and `Location`. */
export function scimBaseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}/scim/v2`;
}

/** The If-Match header, or null. */
export function ifMatchOf(req: FastifyRequest): string | null {
  const value = req.headers['if-match'];
  return typeof value === 'string' ? value : null;
}
