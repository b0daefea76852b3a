import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { AppError, type Config, ErrorCode, normalizeEmail } from '@fieldnote/core';
import { DomainsService, SsoEntryService, WorkspaceDirectory, workspaceUrl } from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';

/** What "Sign in with SSO" on the root app is told: the workspace and where its sign-in starts. */
export interface SsoDiscovery {
  workspace: { name: string; subdomain: string };
  signInUrl: string;
}

export const NO_SSO_FOR_DOMAIN =
  'No workspace signs in this e-mail domain with single sign-on. Sign in with your password, or ask your administrator for your workspace address.';

/**
 * GET /api/sso/discover?email=: the workspace that verified the address's domain and has single
 * sign-on set up, with the URL that starts it (on the workspace's host). NOT_FOUND otherwise.
 */
@Controller('api/sso')
export class SsoDiscoveryController {
  constructor(
    private readonly domains: DomainsService,
    private readonly entry: SsoEntryService,
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('discover')
  @Header('cache-control', 'no-store')
  async discover(@Query('email') rawEmail: string | undefined): Promise<SsoDiscovery> {
    const email = normalizeEmail(typeof rawEmail === 'string' ? rawEmail : '');
    const teamId = await this.domains.teamIdForEmail(email);
    const workspace = teamId ? await this.directory.byId(teamId) : null;
    const start = workspace ? await this.entry.startPath(workspace.id) : null;
    if (!workspace || !start) throw new AppError(ErrorCode.NOT_FOUND, NO_SSO_FOR_DOMAIN);
    const signInUrl = new URL(workspaceUrl(this.config, workspace.subdomain, start));
    signInUrl.search = new URLSearchParams({ origin: '/', source: 'web' }).toString();
    return { workspace: { name: workspace.name, subdomain: workspace.subdomain }, signInUrl: signInUrl.href };
  }
}
