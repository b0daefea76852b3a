import '@fastify/cookie';
import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { AppError, type Config, Role } from '@fieldnote/core';
import {
  SessionsService,
  SsoService,
  SsoSignInError,
  SsoSignInService,
  SsoStartLimiter,
  TEST_SIGN_IN_SOURCE,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
import { setSessionCookie } from '../../context/session-cookie';
import { WorkspaceAccess } from '../../context/workspace-access.service';

/** Binds a sign-in under way to the browser that began it (login-CSRF protection). */
export const SSO_XSRF_COOKIE = 'fieldnote_sso_xsrf';
const COOKIE_PATH = '/api/sso/oidc';
const SIGN_IN_PAGE = '/auth/login';
/** The sign-in page's reason when this address started too many sign-ins in the last minute. */
const SSO_RATE_LIMITED = 'RATE_LIMITED';
/** Where a manager's test sign-in returns, with `ssoTest=OK` or the failure. */
const SETTINGS_PAGE = '/settings/authentication';

/**
 * OIDC sign-in on a workspace's host: GET /api/sso/oidc/start sends the browser to the identity
 * provider, GET /api/sso/oidc/callback (the redirect URI) signs it in as the password sign-in does
 * and returns it to the page it came from. Failures go back to the sign-in page with `ssoError`.
 */
@Controller('api/sso/oidc')
export class SsoSignInController {
  private readonly logger = new Logger(SsoSignInController.name);

  constructor(
    private readonly auth: RequestAuthService,
    private readonly access: WorkspaceAccess,
    private readonly signIns: SsoSignInService,
    private readonly sso: SsoService,
    private readonly sessions: SessionsService,
    private readonly limiter: SsoStartLimiter,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('start')
  async start(
    @Query('origin') origin: string | undefined,
    @Query('source') source: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.workspaceOf(req);
    if (!(await this.limiter.take(req.ip))) {
      // The browser lands on the sign-in page with the reason, not on a JSON error.
      await this.redirect(reply, `${SIGN_IN_PAGE}?ssoError=${SSO_RATE_LIMITED}`);
      return;
    }
    // A test sign-in vouches for the configuration before enforcement: a manager's act, in person.
    if (source === TEST_SIGN_IN_SOURCE) await this.access.requireSession(req, Role.MANAGER);
    try {
      const begun = await this.signIns.begin(workspace, {
        origin: origin ?? '/',
        source: source ?? 'web',
        options: {},
      });
      void reply.setCookie(SSO_XSRF_COOKIE, begun.xsrfToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.COOKIE_SECURE === 'true',
        path: COOKIE_PATH,
        maxAge: 600,
      });
      await this.redirect(reply, begun.authorizationUrl.href);
    } catch (error) {
      await this.fail(reply, error);
    }
  }

  @Get('callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.workspaceOf(req);
    const callbackUrl = new URL(this.sso.redirectUri(workspace));
    callbackUrl.search = new URL(req.url, 'http://callback').search;
    void reply.clearCookie(SSO_XSRF_COOKIE, { path: COOKIE_PATH });
    try {
      const done = await this.signIns.complete(workspace, callbackUrl, req.cookies[SSO_XSRF_COOKIE]);
      if (done.kind === 'tested') {
        await this.redirect(reply, `${SETTINGS_PAGE}?ssoTest=${done.recorded ? 'OK' : 'OUTDATED'}`);
        return;
      }
      const origin = { userAgent: req.headers['user-agent'] ?? null, ip: req.ip };
      const { secret, expiresAt } = await this.sessions.create(done.account.id, origin, {
        teamId: workspace.id,
        signInMethod: 'sso',
      });
      setSessionCookie(reply, this.config, secret, expiresAt);
      await this.redirect(reply, done.origin);
    } catch (error) {
      await this.fail(reply, error);
    }
  }

  private async workspaceOf(req: FastifyRequest): Promise<WorkspaceRef> {
    const { workspace } = await this.auth.of(req);
    if (!workspace) throw AppError.badInput('Single sign-on starts on a workspace address.');
    return workspace;
  }

  private async fail(reply: FastifyReply, error: unknown): Promise<void> {
    if (!(error instanceof SsoSignInError)) throw error;
    this.logger.warn({ failure: error.failure, reason: error.reason }, 'SSO sign-in refused');
    await this.redirect(
      reply,
      error.testSignIn
        ? `${SETTINGS_PAGE}?ssoTest=${error.failure}`
        : `${SIGN_IN_PAGE}?ssoError=${error.failure}`,
    );
  }

  private async redirect(reply: FastifyReply, location: string): Promise<void> {
    await reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  }
}
