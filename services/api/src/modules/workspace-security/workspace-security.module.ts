import { Module } from '@nestjs/common';
import { WorkspaceSecurityResolver } from './workspace-security.resolver';

/** /settings/security over GraphQL; the rules live in the control plane's security folder. */
@Module({ providers: [WorkspaceSecurityResolver] })
export class WorkspaceSecurityApiModule {}
