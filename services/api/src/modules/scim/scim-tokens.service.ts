import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  MAX_LENGTH,
  Role,
  SCIM_EVENTS,
  requireText,
} from '@fieldnote/core';
import {
  type AuditActor,
  PlanGate,
  WorkspaceTransactions,
  type WorkspaceRef,
  recordAuditEntry,
} from '@fieldnote/control-plane';
import { Databases, recordEvent } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type ScimTokenRow, ScimTokensRepository } from './scim-tokens.repository';

/**
 * Every SCIM token starts with this. It is not the API tokens' `fn_` prefix, so the API token lookup
 * (GraphQL, files and every other route) refuses a SCIM token before it reaches the database.
 */
export const SCIM_TOKEN_PREFIX = 'fnscim_';

/** Who a SCIM request acts as: the token (the audit log's actor) and the workspace it belongs to. */
export interface ScimCaller {
  workspace: WorkspaceRef;
  token: { id: string; name: string };
}

const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** SCIM bearer tokens of a workspace: managers create (shown once, hashed at rest), list and revoke them. */
@Injectable()
export class ScimTokensService {
  constructor(
    private readonly databases: Databases,
    private readonly transactions: WorkspaceTransactions,
    private readonly tokens: ScimTokensRepository,
    private readonly plans: PlanGate,
  ) {}

  async create(
    scope: WorkspaceScope,
    actor: AuditActor,
    rawName: string,
  ): Promise<{ row: ScimTokenRow; secret: string }> {
    requireManager(scope);
    const name = requireText(rawName, 'Token name', MAX_LENGTH.apiTokenName);
    // Tokens made before the plan lost SCIM keep provisioning; no new one is made.
    await this.plans.requireFeature(scope.workspace.id, 'allowScimProvisioning');
    const secret = SCIM_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.transactions.withControl(scope.workspace, async ({ control, workspace: em }) => {
      const created = await this.tokens.insert(control, {
        id: randomUUID(),
        teamId: scope.workspace.id,
        name,
        tokenHash: sha256(secret),
        createdBy: actor.id,
      });
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor,
        action: AuditAction.SCIM_TOKEN_CREATED,
        objectType: AuditObjectType.SCIM_TOKEN,
        objectId: created.id,
        objectLabel: name,
        newValue: { name },
      });
      await recordEvent(em, SCIM_EVENTS.tokenCreated, scope.workspace.id, { scimTokenId: created.id });
      return created;
    });
    return { row, secret };
  }

  list(scope: WorkspaceScope): Promise<ScimTokenRow[]> {
    requireManager(scope);
    return this.tokens.listActive(this.databases.control().em.fork(), scope.workspace.id);
  }

  async revoke(scope: WorkspaceScope, actor: AuditActor, id: string): Promise<void> {
    requireManager(scope);
    await this.transactions.withControl(scope.workspace, async ({ control, workspace: em }) => {
      const revoked = await this.tokens.revoke(control, scope.workspace.id, id);
      if (!revoked) throw AppError.notFound('SCIM token');
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor,
        action: AuditAction.SCIM_TOKEN_REVOKED,
        objectType: AuditObjectType.SCIM_TOKEN,
        objectId: revoked.id,
        objectLabel: revoked.name,
        oldValue: { name: revoked.name },
      });
      await recordEvent(em, SCIM_EVENTS.tokenRevoked, scope.workspace.id, { scimTokenId: revoked.id });
    });
  }

  /**
   * The live token `secret` names, or null. Not cached: a revoked token stops at once, and SCIM
   * traffic is a few requests a minute per identity provider.
   */
  async resolve(secret: string): Promise<{ id: string; teamId: string; name: string } | null> {
    if (!secret.startsWith(SCIM_TOKEN_PREFIX)) return null;
    const row = await this.tokens.useByHash(this.databases.control().em.fork(), sha256(secret));
    return row ? { id: row.id, teamId: row.team_id, name: row.name } : null;
  }
}

/** The access check on every token method's first line: managers only. */
function requireManager(scope: WorkspaceScope): void {
  if (scope.role !== Role.MANAGER) throw AppError.forbidden('Only workspace managers can do this.');
}
