import { Module } from '@nestjs/common';
import { SamlHttpSetup } from './saml-http.setup';
import { SamlSignInController } from './saml-sign-in.controller';
import { SamlResolver } from './saml.resolver';
import { SamlLogoutResolver } from './saml-logout.resolver';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoStartController } from './sso-start.controller';
import { SsoResolver } from './sso.resolver';

/** Single sign-on: its settings over GraphQL and the OIDC and SAML sign-in routes; the rules live in the control plane's sso module. */
@Module({
  controllers: [SsoSignInController, SamlSignInController, SsoStartController],
  providers: [SsoResolver, SamlResolver, SamlLogoutResolver, SamlHttpSetup],
})
export class SsoApiModule {}
