import { type DynamicModule, Module } from '@nestjs/common';
import { AdminWorkspacesController } from './admin/admin-workspaces.controller';
import { AdminWorkspacesRepository } from './admin/admin-workspaces.repository';
import { AdminWorkspacesService } from './admin/admin-workspaces.service';
import { EnvironmentController } from './environment/environment.controller';
import { OPERATOR_TOKEN, OperatorTokenGuard } from './http/operator-token.guard';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLogService } from './audit/audit-log.service';
import { WorkspaceTransactions } from './audit/workspace-transactions';
import { AccountSettingsService } from './identity/account-settings.service';
import { AccountLockoutService } from './identity/account-lockout.service';
import { AccountsService } from './identity/accounts.service';
import { EmailConfirmationService } from './identity/email-confirmation.service';
import { ApiTokensService } from './identity/api-tokens.service';
import { IdentityRepository } from './identity/identity.repository';
import { AccountsRepository } from './identity/accounts.repository';
import { ApiTokensRepository } from './identity/api-tokens.repository';
import { InvitesRepository } from './invites/invites.repository';
import { TeamsRepository } from './workspaces/teams.repository';
import { SessionsService } from './identity/sessions.service';
import { SessionsRepository } from './identity/sessions.repository';
import { AccountSecurityLog } from './identity/account-security-log.service';
import { PasswordResetService } from './identity/password-reset.service';
import { MagicLinkService } from './identity/magic-link.service';
import { MemberSessionsService } from './identity/member-sessions.service';
import { PASSWORD_SIGN_IN_POLICY } from './identity/password-sign-in-policy';
import { BreakGlassNotices } from './security/break-glass-notice.service';
import { IdpGroupRolesService } from './security/idp-group-roles.service';
import { SecurityPolicies } from './security/security-policies';
import { SsoEnforcementPolicy } from './security/sso-enforcement.policy';
import { SsoStartLimiter } from './security/sso-start-limiter';
import { WorkspaceSecurityRepository } from './security/workspace-security.repository';
import { WorkspaceSecurityService } from './security/workspace-security.service';
import { InvitesService } from './invites/invites.service';
import { AccountNotificationsRepository } from './account-notifications/account-notifications.repository';
import { AccountNotificationsService } from './account-notifications/account-notifications.service';
import { DomainsModule } from './domains';
import { SsoModule } from './sso';
import { BillingModule } from './billing';
import { AdminBillingController } from './admin/admin-billing.controller';
import { AdminPlansController } from './admin/admin-plans.controller';
import { TeamRedirectController } from './redirect/team-redirect.controller';
import { TenantRoutesController } from './tenant-routes/tenant-routes.controller';
import { TenantRoutesService } from './tenant-routes/tenant-routes.service';
import { AvailableTeamsService } from './workspaces/available-teams.service';
import { MembershipsService } from './workspaces/memberships.service';
import { WorkspaceCreationService } from './workspaces/workspace-creation.service';
import { WorkspaceMembersRepository } from './workspaces/workspace-members.repository';
import { WorkspaceDirectory } from './workspaces/workspace-directory.service';

const services = [
  AccountNotificationsService,
  AccountSettingsService,
  AuditLogService,
  WorkspaceTransactions,
  AccountLockoutService,
  AccountsService,
  EmailConfirmationService,
  ApiTokensService,
  SessionsService,
  AccountSecurityLog,
  PasswordResetService,
  MagicLinkService,
  MemberSessionsService,
  InvitesService,
  TenantRoutesService,
  AvailableTeamsService,
  MembershipsService,
  WorkspaceCreationService,
  WorkspaceDirectory,
  SecurityPolicies,
  SsoEnforcementPolicy,
  BreakGlassNotices,
  WorkspaceSecurityService,
  IdpGroupRolesService,
  SsoStartLimiter,
];

/** The queries of the services above; each is injected into the services that read or write its tables. */
const repositories = [
  SessionsRepository,
  AuditLogRepository,
  AccountNotificationsRepository,
  AccountsRepository,
  ApiTokensRepository,
  IdentityRepository,
  InvitesRepository,
  TeamsRepository,
  WorkspaceMembersRepository,
  WorkspaceSecurityRepository,
];

/**
 * The global control plane: tenant routes, workspace discovery and creation, identities and
 * sessions. Needs PlatformModule (global) in the application.
 */
@Module({})
export class ControlPlaneModule {
  static register(options: { operatorToken: string }): DynamicModule {
    return {
      module: ControlPlaneModule,
      global: true,
      imports: [SsoModule, BillingModule, DomainsModule],
      controllers: [
        EnvironmentController,
        TeamRedirectController,
        TenantRoutesController,
        AdminWorkspacesController,
        AdminPlansController,
        AdminBillingController,
      ],
      providers: [
        ...services,
        ...repositories,
        AdminWorkspacesService,
        AdminWorkspacesRepository,
        OperatorTokenGuard,
        { provide: OPERATOR_TOKEN, useValue: options.operatorToken },
        // Single sign-on enforcement: passwords only for break-glass managers where SSO is required.
        { provide: PASSWORD_SIGN_IN_POLICY, useExisting: SsoEnforcementPolicy },
      ],
      exports: [...services, SsoModule, BillingModule, DomainsModule, PASSWORD_SIGN_IN_POLICY],
    };
  }
}
