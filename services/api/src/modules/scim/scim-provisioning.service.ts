import { Injectable } from '@nestjs/common';
import { AppError, Role } from '@fieldnote/core';
import { type AuditEntry, AuditLogService } from '@fieldnote/control-plane';
import { Databases } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { ScimTokensRepository } from './scim-tokens.repository';

/** How many of the latest SCIM changes /settings/security lists. */
export const PROVISIONING_ACTIVITY_LIMIT = 10;

/** The workspace's SCIM provisioning as a manager checks it: live tokens, last sync, latest changes. */
export interface ScimProvisioningView {
  activeTokens: number;
  /** When an identity provider last used a live token. */
  lastSyncAt: Date | null;
  /** The newest audit entries whose actor is one of the workspace's SCIM tokens (revoked ones too). */
  recentChanges: AuditEntry[];
}

/** Reads the last provisioning activity (issue 32) from the audit log: SCIM tokens are its actors. */
@Injectable()
export class ScimProvisioningService {
  constructor(
    private readonly databases: Databases,
    private readonly tokens: ScimTokensRepository,
    private readonly log: AuditLogService,
  ) {}

  async view(scope: WorkspaceScope): Promise<ScimProvisioningView> {
    if (scope.role !== Role.MANAGER) throw AppError.forbidden('Only workspace managers can do this.');
    const em = this.databases.control().em.fork();
    const live = await this.tokens.listActive(em, scope.workspace.id);
    const actorIds = await this.tokens.allIdsOf(em, scope.workspace.id);
    const lastUsed = live
      .map((t) => (t.last_used_at ? new Date(t.last_used_at).getTime() : 0))
      .reduce((a, b) => Math.max(a, b), 0);
    return {
      activeTokens: live.length,
      lastSyncAt: lastUsed > 0 ? new Date(lastUsed) : null,
      recentChanges:
        actorIds.length === 0
          ? []
          : await this.log.latest(scope.workspace, { actorIds }, PROVISIONING_ACTIVITY_LIMIT),
    };
  }
}
