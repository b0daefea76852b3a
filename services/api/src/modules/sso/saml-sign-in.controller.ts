import { Body, Controller, Get, Inject, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { type Config, Role } from '@fieldnote/core';
import {
  SamlService,
  SamlSignInService,
  SessionsService,
  SsoStartLimiter,
  TEST_SIGN_IN_SOURCE,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
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

  constructor(
    private readonly auth: RequestAuthService,
    private readonly access: WorkspaceAccess,
    private readonly signIns: SamlSignInService,
    private readonly saml: SamlService,
    private readonly sessions: SessionsService,
    private readonly limiter: SsoStartLimiter,
    @Inject(CONFIG) config: Config,
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
