import { Global, Module } from '@nestjs/common';
import { AuditActors } from './audit-actors.service';
import { RequestAuthService } from './request-auth.service';
import { ReadOnlyHook } from './read-only.hook';
import { TokenScopeHook } from './token-scope.hook';
import { WorkspaceAccess } from './workspace-access.service';

/**
 * Who is asking and what they may do, for every module of the member API: the request's account
 * (session or API token), its workspace and role (WorkspaceAccess), the audit actor. Global, like the
 * platform's CONFIG and Databases: every resolver needs it, so no module has to import it.
 */
@Global()
@Module({
  providers: [RequestAuthService, TokenScopeHook, ReadOnlyHook, WorkspaceAccess, AuditActors],
  exports: [RequestAuthService, WorkspaceAccess, AuditActors],
})
export class ApiContextModule {}
