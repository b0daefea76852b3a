import '@fastify/cookie';
import type { Logger } from '@nestjs/common';
import { AppError, type Config } from '@fieldnote/core';
import { type SessionsService, SsoSignInError, type WorkspaceRef } from '@fieldnote/control-plane';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAuthService } from '../../context/request-auth.service';
import { setSessionCookie } from '../../context/session-cookie';

/** Where a failed sign-in lands, with `ssoError`. */
export const SIGN_IN_PAGE = '/auth/login';
/** Where a manager's test sign-in returns, with the protocol's test parameter (OK, OUTDATED or the failure). */
export const SETTINGS_PAGE = '/settings/authentication';
/** The sign-in page's reason when this address started too many sign-ins in the last minute. */
export const SSO_RATE_LIMITED = 'RATE_LIMITED';

/**
 * The browser side both single sign-on protocols share (OpenID Connect and SAML): the workspace of
 * the address, the cookie binding a sign-in to the browser that began it, the session at the end,
 * and failures sent back to a page rather than answered as JSON. One protocol's controller names its
 * cookie, its path and the settings page's test parameter.
 */
export class SsoBrowserFlow {
  constructor(
    private readonly protocol: { cookie: string; cookiePath: string; testParam: string; label: string },
    private readonly config: Config,
    private readonly logger: Logger,
  ) {}

  async workspaceOf(auth: RequestAuthService, req: FastifyRequest): Promise<WorkspaceRef> {
    const { workspace } = await auth.of(req);
    if (!workspace) throw AppError.badInput('Single sign-on starts on a workspace address.');
    return workspace;
  }

  /** Sends the browser to the identity provider, with the cookie its answer must come back with. */
  async toProvider(reply: FastifyReply, xsrfToken: string, providerUrl: string): Promise<void> {
    void reply.setCookie(this.protocol.cookie, xsrfToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE === 'true',
      path: this.protocol.cookiePath,
      maxAge: 600,
    });
    await redirect(reply, providerUrl);
  }

  /** The binding cookie, read once and cleared. */
  takeXsrfCookie(req: FastifyRequest, reply: FastifyReply): string | undefined {
    void reply.clearCookie(this.protocol.cookie, { path: this.protocol.cookiePath });
    return req.cookies[this.protocol.cookie];
  }

  /** A manager's test sign-in: back to the settings page with its outcome; nobody is signed in. */
  async tested(reply: FastifyReply, recorded: boolean): Promise<void> {
    await redirect(reply, `${SETTINGS_PAGE}?${this.protocol.testParam}=${recorded ? 'OK' : 'OUTDATED'}`);
  }

  /**
   * Signs the browser in as the password sign-in does (same session record) and returns it to
   * `origin`; a SAML sign-in keeps the assertion's SessionIndex with the session.
   */
  async signIn(
    sessions: SessionsService,
    req: FastifyRequest,
    reply: FastifyReply,
    workspace: WorkspaceRef,
    accountId: string,
    origin: string,
    samlSessionIndex: string | null = null,
  ): Promise<void> {
    const { secret, expiresAt } = await sessions.create(
      accountId,
      { userAgent: req.headers['user-agent'] ?? null, ip: req.ip },
      { teamId: workspace.id, signInMethod: 'sso', samlSessionIndex },
    );
    setSessionCookie(reply, this.config, secret, expiresAt);
    await redirect(reply, origin);
  }

  /** A refused sign-in goes back to the sign-in page (or a test to settings) with the reason; anything else is thrown. */
  async fail(reply: FastifyReply, error: unknown, status = 302): Promise<void> {
    if (!(error instanceof SsoSignInError)) throw error;
    this.logger.warn(
      { failure: error.failure, reason: error.reason },
      `${this.protocol.label} sign-in refused`,
    );
    await redirect(
      reply,
      error.testSignIn
        ? `${SETTINGS_PAGE}?${this.protocol.testParam}=${error.failure}`
        : `${SIGN_IN_PAGE}?ssoError=${error.failure}`,
      status,
    );
  }
}

export async function redirect(reply: FastifyReply, location: string, status = 302): Promise<void> {
  await reply.code(status).header('cache-control', 'no-store').header('location', location).send();
}
