import { Body, Controller, Get, Inject, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { type Config, Role } from '@fieldnote/core';
import {
  SamlLogoutError,
  SamlLogoutService,
  SamlService,
  SamlSignInService,
  SessionsService,
  SsoStartLimiter,
  TEST_SIGN_IN_SOURCE,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
import { clearSessionCookie } from '../../context/session-cookie';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { SIGN_IN_PAGE, SSO_RATE_LIMITED, SsoBrowserFlow, redirect } from './sso-browser-flow';

/** Binds a SAML sign-in under way to the browser that began it (login CSRF). */
export const SAML_XSRF_COOKIE = 'fieldnote_saml_xsrf';
const COOKIE_PATH = '/api/sso/saml';

/**
 * SAML 2.0 on a workspace's host: GET /api/sso/saml/metadata (the SP's metadata, its URL also the
 * entity id), GET start (to the IdP with an AuthnRequest), POST acs (the IdP's response), GET finish
 * (the browser collects the sign-in with its xsrf cookie). Failures go back to the sign-in page with
 * `ssoError`, or for a manager's test to /settings/authentication with `samlTest`.
 */
@Controller('api/sso/saml')
export class SamlSignInController {
  private readonly flow: SsoBrowserFlow;
  private readonly logger = new Logger(SamlSignInController.name);

  constructor(
    private readonly auth: RequestAuthService,
    private readonly access: WorkspaceAccess,
    private readonly signIns: SamlSignInService,
    private readonly saml: SamlService,
    private readonly sessions: SessionsService,
    private readonly limiter: SsoStartLimiter,
    private readonly logouts: SamlLogoutService,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.flow = new SsoBrowserFlow(
      { cookie: SAML_XSRF_COOKIE, cookiePath: COOKIE_PATH, testParam: 'samlTest', label: 'SAML' },
      config,
      new Logger(SamlSignInController.name),
    );
  }

  @Get('metadata')
  async metadata(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    await reply
      .header('content-type', 'application/samlmetadata+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await this.saml.metadata(workspace));
  }

  @Get('start')
  async start(
    @Query('origin') origin: string | undefined,
    @Query('source') source: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    // The same start limit as OpenID Connect: each start signs an AuthnRequest and stores its state.
    if (!(await this.limiter.take(req.ip))) {
      await redirect(reply, `${SIGN_IN_PAGE}?ssoError=${SSO_RATE_LIMITED}`);
      return;
    }
    if (source === TEST_SIGN_IN_SOURCE) await this.access.requireSession(req, Role.MANAGER);
    try {
      const begun = await this.signIns.begin(workspace, {
        origin: typeof origin === 'string' ? origin : '/',
        source: typeof source === 'string' ? source : 'web',
        options: {},
      });
      await this.flow.toProvider(reply, begun.xsrfToken, begun.authorizationUrl.href);
    } catch (error) {
      await this.flow.fail(reply, error);
    }
  }

  @Post('acs')
  async acs(
    @Body() body: Record<string, unknown> | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    try {
      const { ticket } = await this.signIns.answer(workspace, body ?? {});
      // 303: the browser follows with a GET, a same-site navigation that carries its xsrf cookie.
      await redirect(reply, `${COOKIE_PATH}/finish?ticket=${encodeURIComponent(ticket)}`, 303);
    } catch (error) {
      await this.flow.fail(reply, error, 303);
    }
  }

  /**
   * The SP's SingleLogoutService (HTTP-Redirect binding). A LogoutRequest from the IdP ends the
   * person's sessions of this workspace and is answered with a signed LogoutResponse (302 to the IdP);
   * a LogoutResponse to our own LogoutRequest lands on the sign-in page. Refused messages answer 400.
   */
  @Get('slo')
  async slo(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const params = (req.query ?? {}) as Record<string, unknown>;
    try {
      if (typeof params.SAMLRequest === 'string') {
        const answer = await this.logouts.answerLogoutRequest(workspace, { params, raw });
        clearSessionCookie(reply, this.config);
        await redirect(reply, answer);
        return;
      }
      await this.logouts.takeLogoutResponse(workspace, { params, raw });
      await redirect(reply, `${SIGN_IN_PAGE}?signedOut=1`);
    } catch (error) {
      if (!(error instanceof SamlLogoutError)) throw error;
      this.logger.warn({ teamId: workspace.id, reason: error.message }, 'SAML single logout refused');
      await reply
        .status(400)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('Single logout refused.');
    }
  }

  @Get('finish')
  async finish(
    @Query('ticket') ticket: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    const cookie = this.flow.takeXsrfCookie(req, reply);
    try {
      const done = await this.signIns.collect(workspace, typeof ticket === 'string' ? ticket : '', cookie);
      if (done.kind === 'tested') return await this.flow.tested(reply, done.recorded);
      await this.flow.signIn(this.sessions, req, reply, workspace, done.accountId, done.origin);
    } catch (error) {
      await this.flow.fail(reply, error);
    }
  }
}
