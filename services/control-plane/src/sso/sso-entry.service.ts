import { Injectable } from '@nestjs/common';
import { SsoProtocol } from './saml-connection';
import { SAML_START_PATH, SamlService } from './saml.service';

/** Where a workspace's OIDC sign-in begins (on its own host). */
export const OIDC_START_PATH = '/api/sso/oidc/start';

/** Which sign-in a workspace's "Sign in with SSO" starts, or none. */
@Injectable()
export class SsoEntryService {
  constructor(private readonly saml: SamlService) {}

  /** The path on the workspace's host that starts its SSO sign-in; null without a connection. */
  async startPath(teamId: string): Promise<string | null> {
    const protocol = await this.saml.activeProtocol(teamId);
    if (protocol === SsoProtocol.SAML) return SAML_START_PATH;
    return protocol === SsoProtocol.OIDC ? OIDC_START_PATH : null;
  }
}
