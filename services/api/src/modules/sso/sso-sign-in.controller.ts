import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { type Config, Role } from '@fieldnote/core';
import {
  SessionsService,
  SsoService,
  SsoSignInService,
  SsoStartLimiter,
  TEST_SIGN_IN_SOURCE,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { SIGN_IN_PAGE, SSO_RATE_LIMITED, SsoBrowserFlow, redirect } from './sso-browser-flow';

/** Binds a sign-in under way to the browser that began it (login-CSRF protection). */
export const SSO_XSRF_COOKIE = 'fieldnote_sso_xsrf';
const COOKIE_PATH = '/api/sso/oidc';

/**
 * OIDC sign-in on a workspace's host: GET /api/sso/oidc/start sends the browser to the identity
 * provider, GET /api/sso/oidc/callback (the redirect URI) signs it in as the password sign-in does
 * and returns it to the page it came from. Failures go back to the sign-in page with `ssoError`.
 */
@Controller('api/sso/oidc')
export class SsoSignInController {
  private readonly flow: SsoBrowserFlow;

  constructor(
    private readonly auth: RequestAuthService,
    private readonly access: WorkspaceAccess,
    private readonly signIns: SsoSignInService,
    private readonly sso: SsoService,
    private readonly sessions: SessionsService,
    private readonly limiter: SsoStartLimiter,
    @Inject(CONFIG) config: Config,
  ) {
    this.flow = new SsoBrowserFlow(
      { cookie: SSO_XSRF_COOKIE, cookiePath: COOKIE_PATH, testParam: 'ssoTest', label: 'SSO' },
      config,
      new Logger(SsoSignInController.name),
    );
  }

  @Get('start')
  async start(
    @Query('origin') origin: string | undefined,
    @Query('source') source: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    if (!(await this.limiter.take(req.ip))) {
      // The browser lands on the sign-in page with the reason, not on a JSON error.
      await redirect(reply, `${SIGN_IN_PAGE}?ssoError=${SSO_RATE_LIMITED}`);
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
      await this.flow.toProvider(reply, begun.xsrfToken, begun.authorizationUrl.href);
    } catch (error) {
      await this.flow.fail(reply, error);
    }
  }

  @Get('callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    const callbackUrl = new URL(this.sso.redirectUri(workspace));
    callbackUrl.search = new URL(req.url, 'http://callback').search;
    const cookie = this.flow.takeXsrfCookie(req, reply);
    try {
      const done = await this.signIns.complete(workspace, callbackUrl, cookie);
      if (done.kind === 'tested') return await this.flow.tested(reply, done.recorded);
      await this.flow.signIn(this.sessions, req, reply, workspace, done.account.id, done.origin);
    } catch (error) {
      await this.flow.fail(reply, error);
    }
  }
}
