import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { WorkspaceDirectory, bearerToken } from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyRequest } from 'fastify';
import { hostSubdomain } from '../../context/host-subdomain';
import { scimErrors } from './scim.errors';
import { type ScimCaller, ScimTokensService } from './scim-tokens.service';

/**
 * Who calls /scim/v2: a live SCIM token of the workspace the Host names. A token of another
 * workspace, an API token, a session cookie or no credential at all get the same 401, so the
 * answer reveals nothing about other workspaces.
 */
@Injectable()
export class ScimAuthService {
  constructor(
    private readonly tokens: ScimTokensService,
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async caller(req: FastifyRequest): Promise<ScimCaller> {
    const secret = bearerToken(req.headers.authorization);
    const subdomain = hostSubdomain(req.headers.host, this.config.BASE_DOMAIN);
    if (!secret || !subdomain) throw scimErrors.unauthenticated();
    const token = await this.tokens.resolve(secret);
    if (!token) throw scimErrors.unauthenticated();
    const workspace = await this.directory.bySubdomain(subdomain);
    if (!workspace || workspace.id !== token.teamId) throw scimErrors.unauthenticated();
    return { workspace, token: { id: token.id, name: token.name } };
  }
}
