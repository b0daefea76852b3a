import { Injectable } from '@nestjs/common';
import { ACCOUNT_SECURITY_EVENTS, AuditAction, AuditObjectType } from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { MembershipsService } from '../workspaces/memberships.service';

/**
 * Audit entries and outbox events for changes to an account's sign-in (a password reset, sessions
 * ended by a manager). An account belongs to no single workspace, so a reset is recorded in every
 * workspace it is a member of: each workspace's managers see it in their own log.
 */
@Injectable()
export class AccountSecurityLog {
  constructor(
    private readonly transactions: WorkspaceTransactions,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
  ) {}

  /** Records a password reset by the account's owner, with the number of other sessions it ended. */
  async passwordReset(account: { id: string; name: string; email: string }, endedSessions: number) {
    for (const teamId of await this.memberships.teamIdsOf(account.id)) {
      const workspace = await this.directory.byId(teamId);
      if (!workspace) continue;
      await this.transactions.inWorkspace(workspace, async (em) => {
        await recordAuditEntry(em, workspace.schemaName, {
          actor: { id: account.id, name: account.name },
          action: AuditAction.PASSWORD_RESET,
          objectType: AuditObjectType.MEMBER,
          objectId: account.id,
          objectLabel: account.email,
          newValue: { endedSessions },
        });
        await recordEvent(em, ACCOUNT_SECURITY_EVENTS.passwordReset, workspace.id, {
          accountId: account.id,
          endedSessions,
        });
      });
    }
  }

  /** Records that a manager of `workspace` ended every session of a member. */
  async memberSessionsEnded(
    workspace: WorkspaceRef,
    actor: AuditActor,
    member: { id: string; email: string },
    endedSessions: number,
  ) {
    await this.transactions.inWorkspace(workspace, async (em) => {
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.MEMBER_SESSIONS_ENDED,
        objectType: AuditObjectType.MEMBER,
        objectId: member.id,
        objectLabel: member.email,
        newValue: { endedSessions },
      });
      await recordEvent(em, ACCOUNT_SECURITY_EVENTS.sessionsEnded, workspace.id, {
        accountId: member.id,
        endedSessions,
      });
    });
  }
}
