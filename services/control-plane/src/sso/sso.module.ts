import { Module } from '@nestjs/common';
import { SecretBox } from './secret-box';
import { SsoEntryService } from './sso-entry.service';
import { SsoSignInRepository } from './sso-sign-in.repository';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoRepository } from './sso.repository';
import { SsoService } from './sso.service';

/**
 * Single sign-on of a workspace (issue 32): its OIDC connection. Uses the control plane's
 * WorkspaceTransactions and the platform's config and databases (both global).
 */
@Module({
  providers: [SecretBox, SsoRepository, SsoService, SsoSignInRepository, SsoSignInService, SsoEntryService],
  exports: [SsoService, SsoSignInService, SsoEntryService],
})
export class SsoModule {}
