import '@fastify/cookie';
import type { Config } from '@fieldnote/core';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'fieldnote_session';

/** Sets the session cookie: HttpOnly (no script can read it), SameSite=Lax (no cross-site POSTs). */
export function setSessionCookie(reply: FastifyReply, config: Config, secret: string, expiresAt: Date): void {
  void reply.setCookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE === 'true',
    domain: config.COOKIE_DOMAIN,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', domain: config.COOKIE_DOMAIN });
}
