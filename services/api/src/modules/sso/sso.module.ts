import { Module } from '@nestjs/common';
import { SsoResolver } from './sso.resolver';

/** Single sign-on settings over GraphQL; the rules live in the control plane's sso module. */
@Module({ providers: [SsoResolver] })
export class SsoApiModule {}
