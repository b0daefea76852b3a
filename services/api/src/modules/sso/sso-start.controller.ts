import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import { SsoEntryService } from '@fieldnote/control-plane';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthService } from '../../context/request-auth.service';

/**
 * GET /api/sso/start on a workspace's host: "Sign in with SSO", whichever protocol the workspace
 * uses (OIDC or SAML), with the same `origin` and `source`. Without a connection, back to the
 * sign-in page with ssoError=NOT_CONFIGURED.
 */
@Controller('api/sso')
export class SsoStartController {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly entry: SsoEntryService,
  ) {}

  @Get('start')
  async start(
    @Query('origin') origin: string | undefined,
    @Query('source') source: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { workspace } = await this.auth.of(req);
    if (!workspace) throw AppError.badInput('Single sign-on starts on a workspace address.');
    const path = await this.entry.startPath(workspace.id);
    const query = new URLSearchParams({
      origin: typeof origin === 'string' ? origin : '/',
      source: typeof source === 'string' ? source : 'web',
    });
    const location = path ? `${path}?${query.toString()}` : '/auth/login?ssoError=NOT_CONFIGURED';
    await reply.code(302).header('cache-control', 'no-store').header('location', location).send();
  }
}
