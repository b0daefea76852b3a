import '@fastify/cookie';
import { Body, Controller, Get, Inject, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { AppError, type Config, Role } from '@fieldnote/core';
import {
  SamlService,
  SamlSignInService,
  SessionsService,
  SsoSignInError,
  TEST_SIGN_IN_SOURCE,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';
import { setSessionCookie } from '../../context/session-cookie';
import { WorkspaceAccess } from '../../context/workspace-access.service';

/** Binds a SAML sign-in under way to the browser that began it (login CSRF). */
export const SAML_XSRF_COOKIE = 'fieldnote_saml_xsrf';
const COOKIE_PATH = '/api/sso/saml';
const SIGN_IN_PAGE = '/auth/login';
const SETTINGS_PAGE = '/settings/authentication';

/**
 * SAML 2.0 on a workspace's host: GET /api/sso/saml/metadata (the SP's metadata, its URL also the
 * entity id), GET start (to the IdP with an AuthnRequest), POST acs (the IdP's response), GET finish
 * (the browser collects the sign-in with its xsrf cookie). Failures go back to the sign-in page with
 * `ssoError`, or for a manager's test to /settings/authentication with `samlTest`.
 */
@Controller('api/sso/saml')
export class SamlSignInController {
  private readonly logger = new Logger(SamlSignInController.name);

  constructor(
    private readonly auth: RequestAuthService,
    private readonly access: WorkspaceAccess,
    private readonly signIns: SamlSignInService,
    private readonly saml: SamlService,
    private readonly sessions: SessionsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('metadata')
  async metadata(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const workspace = await this.workspaceOf(req);
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
    const workspace = await this.workspaceOf(req);
    if (source === TEST_SIGN_IN_SOURCE) await this.access.requireSession(req, Role.MANAGER);
    try {
      const begun = await this.signIns.begin(workspace, {
        origin: typeof origin === 'string' ? origin : '/',
        source: typeof source === 'string' ? source : 'web',
        options: {},
      });
      void reply.setCookie(SAML_XSRF_COOKIE, begun.xsrfToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.COOKIE_SECURE === 'true',
        path: COOKIE_PATH,
        maxAge: 600,
      });
      await redirect(reply, begun.authorizationUrl.href);
    } catch (error) {
      await this.fail(reply, error);
    }
  }

  @Post('acs')
  async acs(
    @Body() body: Record<string, unknown> | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.workspaceOf(req);
    try {
      const { ticket } = await this.signIns.answer(workspace, body ?? {});
      // 303: the browser follows with a GET, a same-site navigation that carries its xsrf cookie.
      await redirect(reply, `${COOKIE_PATH}/finish?ticket=${encodeURIComponent(ticket)}`, 303);
    } catch (error) {
      await this.fail(reply, error, 303);
    }
  }

  @Get('finish')
  async finish(
    @Query('ticket') ticket: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const workspace = await this.workspaceOf(req);
    const cookie = req.cookies[SAML_XSRF_COOKIE];
    void reply.clearCookie(SAML_XSRF_COOKIE, { path: COOKIE_PATH });
    try {
      const done = await this.signIns.collect(workspace, typeof ticket === 'string' ? ticket : '', cookie);
      if (done.kind === 'tested') {
        await redirect(reply, `${SETTINGS_PAGE}?samlTest=${done.recorded ? 'OK' : 'OUTDATED'}`);
        return;
      }
      const { secret, expiresAt } = await this.sessions.create(done.accountId);
      setSessionCookie(reply, this.config, secret, expiresAt);
      await redirect(reply, done.origin);
    } catch (error) {
      await this.fail(reply, error);
    }
  }

  private async workspaceOf(req: FastifyRequest): Promise<WorkspaceRef> {
    const { workspace } = await this.auth.of(req);
    if (!workspace) throw AppError.badInput('Single sign-on starts on a workspace address.');
    return workspace;
  }

  private async fail(reply: FastifyReply, error: unknown, status = 302): Promise<void> {
    if (!(error instanceof SsoSignInError)) throw error;
    this.logger.warn({ failure: error.failure, reason: error.reason }, 'SAML sign-in refused');
    await redirect(
      reply,
      error.testSignIn
        ? `${SETTINGS_PAGE}?samlTest=${error.failure}`
        : `${SIGN_IN_PAGE}?ssoError=${error.failure}`,
      status,
    );
  }
}

async function redirect(reply: FastifyReply, location: string, status = 302): Promise<void> {
  await reply.code(status).header('cache-control', 'no-store').header('location', location).send();
}
