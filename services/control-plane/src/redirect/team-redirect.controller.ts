import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { AppError, type Config, isUuid } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { workspaceUrl } from '../workspaces/workspace-url';
import { sameOriginPath } from './same-origin-path.util';

/** Spec 000 §2 / 001 §2: /team-redirect/{teamId}/{path} sends the browser to that path in the team's workspace. */
@Controller('team-redirect')
export class TeamRedirectController {
  constructor(
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':teamId')
  toRoot(
    @Param('teamId') teamId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.redirect(teamId, '', req, reply);
  }

  @Get(':teamId/*')
  toPath(
    @Param('teamId') teamId: string,
    @Param('*') path: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.redirect(teamId, path, req, reply);
  }

  private async redirect(
    teamId: string,
    path: string,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.');
    const workspace = await this.directory.byId(teamId);
    if (!workspace) throw AppError.notFound('Workspace');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const origin = new URL(workspaceUrl(this.config, workspace.subdomain)).origin;
    // The path is whatever the link says: it must stay on the workspace's own address.
    const safePath = sameOriginPath(`/${path}${query}`, origin);
    if (safePath === null) throw AppError.badInput('This redirect path does not stay inside the workspace.');
    await reply.status(302).header('location', `${origin}${safePath}`).send();
  }
}
