import { Body, Controller, Get, Inject, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { type Config, Role } from '@fieldnote/core';
import {
  SAML_SLO_POST_SUFFIX,
  SamlBinding,
  SamlLogoutError,
  SamlLogoutService,
  SamlService,
  SamlSignInService,
  SessionsService,
  SsoStartLimiter,
  type SloMessage,
  TEST_SIGN_IN_SOURCE,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
import { SESSION_COOKIE, clearSessionCookie } from '../../context/session-cookie';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { sendAutoPostForm } from './saml-post-form';
import { SIGN_IN_PAGE, SSO_RATE_LIMITED, SsoBrowserFlow, redirect } from './sso-browser-flow';

/** Binds a SAML sign-in under way to the browser that began it (login CSRF). */
export const SAML_XSRF_COOKIE = 'fieldnote_saml_xsrf';
const COOKIE_PATH = '/api/sso/saml';

/**
 * SAML 2.0 on a workspace's host: GET /api/sso/saml/metadata (the SP's metadata, its URL also the
 * entity id), GET start (to the IdP with an AuthnRequest), POST acs (the IdP's response), GET finish
 * (the browser collects the sign-in with its xsrf cookie), GET and POST slo (Single Logout). Failures go back to the sign-in page with
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
   * The SP's SingleLogoutService, HTTP-Redirect binding (GET) and HTTP-POST binding (POST). A
   * LogoutRequest from the IdP ends the person's sessions of this workspace (those of its
   * SessionIndexes, when it names any) and is answered with a signed LogoutResponse, by the binding
   * of the IdP's Single Logout URL; the browser's session cookie is cleared only when its own session
   * was one of those ended; a LogoutResponse to our own LogoutRequest lands on the sign-in
   * page. Refused messages answer 400.
   */
  @Get('slo')
  async slo(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const params = (req.query ?? {}) as Record<string, unknown>;
    await this.singleLogout(req, reply, { binding: SamlBinding.REDIRECT, params, raw });
  }

  @Post('slo')
  async sloByPost(
    @Body() body: Record<string, unknown> | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.singleLogout(req, reply, { binding: SamlBinding.POST, body: body ?? {} });
  }

  /**
   * The page that carries our signed LogoutRequest to an IdP that takes single logout by HTTP-POST
   * only (singleLogout answers its URL): a form to the workspace's IdP Single Logout URL that posts
   * itself.
   */
  @Get(`slo${SAML_SLO_POST_SUFFIX}`)
  async sloPostPage(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    try {
      await sendAutoPostForm(
        reply,
        await this.logouts.postForm(workspace, (req.query ?? {}) as Record<string, unknown>),
      );
    } catch (error) {
      await this.refuseLogout(reply, workspace.id, error);
    }
  }

  private async singleLogout(req: FastifyRequest, reply: FastifyReply, message: SloMessage): Promise<void> {
    const workspace = await this.flow.workspaceOf(this.auth, req);
    const fields = message.binding === SamlBinding.POST ? message.body : message.params;
    try {
      if (fields.SAMLRequest !== undefined) {
        // Front-channel: the browser bringing the request may hold a session of another person, or
        // another session of the same person; its cookie goes only when its own session ended.
        const answer = await this.logouts.answerLogoutRequest(
          workspace,
          message,
          req.cookies?.[SESSION_COOKIE] ?? null,
        );
        if (answer.endedBrowserSession) clearSessionCookie(reply, this.config);
        if (answer.binding === SamlBinding.POST) await sendAutoPostForm(reply, answer);
        else await redirect(reply, answer.url, message.binding === SamlBinding.POST ? 303 : 302);
        return;
      }
      await this.logouts.takeLogoutResponse(workspace, message);
      await redirect(reply, `${SIGN_IN_PAGE}?signedOut=1`, message.binding === SamlBinding.POST ? 303 : 302);
    } catch (error) {
      await this.refuseLogout(reply, workspace.id, error);
    }
  }

  private async refuseLogout(reply: FastifyReply, teamId: string, error: unknown): Promise<void> {
    if (!(error instanceof SamlLogoutError)) throw error;
    this.logger.warn({ teamId, reason: error.message }, 'SAML single logout refused');
    await reply
      .status(400)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('Single logout refused.');
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
      await this.flow.signIn(
        this.sessions,
        req,
        reply,
        workspace,
        done.accountId,
        done.origin,
        done.sessionIndex,
      );
    } catch (error) {
      await this.flow.fail(reply, error);
    }
  }
}
