import { Injectable } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import type { AuditActor } from '../audit/audit-entry';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { AccountsService } from './accounts.service';
import { AccountSecurityLog } from './account-security-log.service';
import { SessionsService } from './sessions.service';

/**
 * A manager signs a member out (a lost laptop, a shared computer): every browser session of the
 * member's account ends, on every host, since sessions belong to the account, not to one workspace.
 * API tokens stay; removing the member is what revokes those.
 */
@Injectable()
export class MemberSessionsService {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly securityLog: AccountSecurityLog,
  ) {}

  /** Ends all sessions of `memberId`, a member of `workspace` (NOT_FOUND otherwise): how many ended. */
  async endAll(workspace: WorkspaceRef, actor: AuditActor, memberId: string): Promise<number> {
    const role = await this.memberships.roleOf(workspace, memberId);
    const account = role ? await this.accounts.findById(memberId) : null;
    if (!account) throw AppError.notFound('Member');
    const ended = await this.sessions.revokeOthers(account.id, null);
    await this.securityLog.memberSessionsEnded(workspace, actor, account, ended);
    return ended;
  }
}
