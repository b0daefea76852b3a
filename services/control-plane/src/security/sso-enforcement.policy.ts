import { Injectable } from '@nestjs/common';
import { AppError, Role, SSO_REQUIRED_MESSAGE } from '@fieldnote/core';
import type { PasswordSignInPolicy } from '../identity/password-sign-in-policy';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { BreakGlassNotices } from './break-glass-notice.service';
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
    private readonly notices: BreakGlassNotices,
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

  async admitPasswordSignIn(
    account: { id: string; name: string; email: string },
    workspace: WorkspaceRef | null,
    ip: string | null,
  ): Promise<void> {
    if (!workspace || !(await this.policies.load(workspace.id)).ssoEnforced) return;
    if (!(await this.isBreakGlass(account.id, workspace))) throw AppError.forbidden(SSO_REQUIRED_MESSAGE);
    await this.notices.record(workspace, account, ip);
  }

  private async isBreakGlass(accountId: string, workspace: WorkspaceRef): Promise<boolean> {
    const policy = await this.policies.load(workspace.id);
    if (!policy.breakGlassAccountIds.has(accountId)) return false;
    return (await this.memberships.roleOf(workspace, accountId)) === Role.MANAGER;
  }
}
