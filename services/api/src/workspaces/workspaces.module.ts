import { Module } from '@nestjs/common';
import { ApiTokensResolver } from './api-tokens.resolver';
import { MembersResolver } from './members.resolver';
import { WorkspacesResolver } from './workspaces.resolver';

/** Workspaces, their members and invites, and API tokens (the control plane's services, in GraphQL). */
@Module({
  providers: [WorkspacesResolver, MembersResolver, ApiTokensResolver],
})
export class WorkspacesModule {}
