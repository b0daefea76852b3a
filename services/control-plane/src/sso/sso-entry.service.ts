import { Injectable } from '@nestjs/common';
import { SsoRepository } from './sso.repository';

/** Where a workspace's single sign-on begins (on its own host), whichever protocol it uses. */
export const OIDC_START_PATH = '/api/sso/oidc/start';

/** Which sign-in a workspace's "Sign in with SSO" starts, or none. */
@Injectable()
export class SsoEntryService {
  constructor(private readonly oidc: SsoRepository) {}

  /** The path on the workspace's host that starts its SSO sign-in; null without a connection. */
  async startPath(teamId: string): Promise<string | null> {
    return (await this.oidc.findByTeam(teamId)) ? OIDC_START_PATH : null;
  }
}
