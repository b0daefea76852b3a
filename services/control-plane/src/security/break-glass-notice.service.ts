import { Inject, Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  type Config,
  type Logger,
  type Mailer,
  NotificationKind,
  Role,
  WORKSPACE_SECURITY_EVENTS,
  workspaceUrl,
} from '@fieldnote/core';
import { CONFIG, LOGGER, MAILER, recordEvent } from '@fieldnote/db';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';

/**
 * A break-glass manager signed in with a password while the workspace requires SSO (issue 32): the
 * sign-in is in the audit log (with its source address) and every other manager is mailed at once.
 */
@Injectable()
export class BreakGlassNotices {
  constructor(
    private readonly transactions: WorkspaceTransactions,
    private readonly memberships: MembershipsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async record(
    workspace: WorkspaceRef,
    account: { id: string; name: string; email: string },
    ip: string | null,
  ): Promise<void> {
    await this.transactions.inWorkspace(workspace, async (em) => {
      await recordAuditEntry(em, workspace.schemaName, {
        actor: { id: account.id, name: account.name },
        action: AuditAction.BREAK_GLASS_SIGN_IN,
        objectType: AuditObjectType.MEMBER,
        objectId: account.id,
        objectLabel: account.email,
        newValue: { method: 'password', ip },
      });
      await recordEvent(em, WORKSPACE_SECURITY_EVENTS.breakGlassSignIn, workspace.id, {
        accountId: account.id,
        email: account.email,
      });
    });
    const others = (await this.memberships.list(workspace)).filter(
      (m) => m.role === Role.MANAGER && m.id !== account.id,
    );
    const securityPage = workspaceUrl(this.config, workspace.subdomain, '/settings/security');
    for (const manager of others) {
      await this.mailer
        .send({
          to: manager.email,
          kind: NotificationKind.BREAK_GLASS_SIGN_IN,
          subject: `Break-glass sign-in to ${workspace.name}`,
          text: [
            `Hello ${manager.name},`,
            `${account.name} (${account.email}) signed in to ${workspace.name} with a password at ${new Date().toISOString()}` +
              `${ip ? ` from ${ip}` : ''}, although the workspace requires single sign-on. ${account.name} is one of its break-glass managers.`,
            `If this was not expected, review the audit log and the security settings: ${securityPage}`,
          ].join('\n\n'),
        })
        .catch((err: unknown) => this.logger.error({ err }, 'Break-glass sign-in mail could not be sent'));
    }
  }
}
