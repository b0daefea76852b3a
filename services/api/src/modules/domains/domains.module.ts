import { Module } from '@nestjs/common';
import { DomainsResolver } from './domains.resolver';
import { SsoDiscoveryController } from './sso-discovery.controller';

/** Verified e-mail domains over GraphQL and SSO discovery by domain; the rules live in the control plane's domains module. */
@Module({ controllers: [SsoDiscoveryController], providers: [DomainsResolver] })
export class DomainsApiModule {}
