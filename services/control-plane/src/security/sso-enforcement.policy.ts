import { Injectable } from '@nestjs/common';
import { Role, SSO_REQUIRED_MESSAGE } from '@fieldnote/core';
import type { PasswordSignInPolicy } from '../identity/password-sign-in-policy';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { SecurityPolicies } from './security-policies';

/**
 * Single sign-on enforcement (issue 32): on the host of a workspace that requires SSO, only its
 * break-glass managers (still managers) may sign in with or reset a password. The root app has no
 * workspace rules: a password session there opens no workspace that requires SSO (checked per request).
 */
@Injectable()
export class SsoEnforcementPolicy implements PasswordSignInPolicy {
  constructor(
    private readonly policies: SecurityPolicies,
    private readonly memberships: MembershipsService,
  ) {}

  passwordResetRefusal(accountId: string, workspace: WorkspaceRef | null): Promise<string | null> {
    return this.passwordSignInRefusal(accountId, workspace);
  }

  async passwordSignInRefusal(accountId: string, workspace: WorkspaceRef | null): Promise<string | null> {
    if (!workspace) return null;
    const policy = await this.policies.load(workspace.id);
    if (!policy.ssoEnforced) return null;
    return (await this.isBreakGlass(accountId, workspace)) ? null : SSO_REQUIRED_MESSAGE;
  }

  /** Whether a password sign-in of the account on the workspace is a break-glass one (to be reported). */
  async isBreakGlassSignIn(accountId: string, workspace: WorkspaceRef | null): Promise<boolean> {
    if (!workspace) return false;
    const policy = await this.policies.load(workspace.id);
    return policy.ssoEnforced && (await this.isBreakGlass(accountId, workspace));
  }

  private async isBreakGlass(accountId: string, workspace: WorkspaceRef): Promise<boolean> {
    const policy = await this.policies.load(workspace.id);
    if (!policy.breakGlassAccountIds.has(accountId)) return false;
    return (await this.memberships.roleOf(workspace, accountId)) === Role.MANAGER;
  }
}
