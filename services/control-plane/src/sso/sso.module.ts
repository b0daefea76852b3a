import { Module } from '@nestjs/common';
import { SamlSignInService } from './saml-sign-in.service';
import { SamlLogoutService } from './saml-logout.service';
import { SamlRepository } from './saml.repository';
import { SamlService } from './saml.service';
import { SecretBox } from './secret-box';
import { SsoEntryService } from './sso-entry.service';
import { SsoSignInRepository } from './sso-sign-in.repository';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoRepository } from './sso.repository';
import { SsoService } from './sso.service';

/**
 * Single sign-on of a workspace (issue 32): its OIDC and SAML connections. Uses the control plane's
 * WorkspaceTransactions and the platform's config and databases (both global).
 */
@Module({
  providers: [
    SecretBox,
    SsoRepository,
    SsoService,
    SsoSignInRepository,
    SsoSignInService,
    SsoEntryService,
    SamlRepository,
    SamlService,
    SamlSignInService,
    SamlLogoutService,
  ],
  exports: [SsoService, SsoSignInService, SsoEntryService, SamlService, SamlSignInService, SamlLogoutService],
})
export class SsoModule {}
