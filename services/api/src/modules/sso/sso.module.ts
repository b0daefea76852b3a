import { Module } from '@nestjs/common';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoResolver } from './sso.resolver';

/** Single sign-on: its settings over GraphQL and the OIDC sign-in routes; the rules live in the control plane's sso module. */
@Module({ controllers: [SsoSignInController], providers: [SsoResolver] })
export class SsoApiModule {}
