import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  API_TOKEN_EVENTS,
  AppError,
  AuditAction,
  AuditObjectType,
  MAX_LENGTH,
  requireText,
} from '@fieldnote/core';
import { type ApiToken, recordEvent } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { PlanGate } from '../billing';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { hashSecret, newSecret } from './secret-token';
import { ApiTokensRepository } from './api-tokens.repository';

/** Every API token starts with this, so leaked tokens are easy to spot and scan for. */
export const API_TOKEN_PREFIX = 'fn_';
const TOKEN_CACHE_TTL_MS = 5_000;

export interface ResolvedApiToken {
  id: string;
  teamId: string;
  accountId: string;
}

/** Bearer tokens for API clients: one workspace, one account, stored as a hash, revocable. */
@Injectable()
export class ApiTokensService {
  private readonly cache = shortLivedCache<string, ResolvedApiToken>(50_000, TOKEN_CACHE_TTL_MS);

  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly transactions: WorkspaceTransactions,
    private readonly plans: PlanGate,
  ) {}

  /** A new token of the actor's in the workspace, audited with the change. */
  async create(
    workspace: WorkspaceRef,
    actor: AuditActor,
    rawName: string,
  ): Promise<{ token: ApiToken; secret: string }> {
    const name = requireText(rawName, 'Token name', MAX_LENGTH.apiTokenName);
    // Tokens made before the plan lost the public API keep working; no new one is made.
    await this.plans.requireFeature(workspace.id, 'allowPublicApi');
    const secret = newSecret(API_TOKEN_PREFIX);
    const token = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      const created = await this.tokens.insert(control, {
        id: randomUUID(),
        teamId: workspace.id,
        accountId: actor.id,
        name,
        tokenHash: hashSecret(secret),
      });
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.API_TOKEN_CREATED,
        objectType: AuditObjectType.API_TOKEN,
        objectId: created.id,
        objectLabel: name,
        newValue: { name },
      });
      await recordEvent(em, API_TOKEN_EVENTS.created, workspace.id, { apiTokenId: created.id });
      return created;
    });
    return { token, secret };
  }

  async list(teamId: string, accountId: string): Promise<ApiToken[]> {
    return this.tokens.liveOf(teamId, accountId);
  }

  /** Revokes one of the actor's own tokens in the workspace, audited with the change. */
  async revoke(workspace: WorkspaceRef, actor: AuditActor, id: string): Promise<void> {
    const token = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      const found = await this.tokens.liveOwn(control, id, workspace.id, actor.id);
      if (!found) throw AppError.notFound('API token');
      found.revokedAt = new Date();
      await this.tokens.save(control);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.API_TOKEN_REVOKED,
        objectType: AuditObjectType.API_TOKEN,
        objectId: found.id,
        objectLabel: found.name,
        oldValue: { name: found.name },
      });
      await recordEvent(em, API_TOKEN_EVENTS.revoked, workspace.id, { apiTokenId: found.id });
      return found;
    });
    this.cache.delete(token.tokenHash);
  }

  /** Forgets cached tokens of the account (its membership ended); other processes within the cache TTL. */
  forgetAccount(accountId: string): void {
    for (const [hash, resolved] of this.cache.entries()) {
      if (resolved.accountId === accountId) this.cache.delete(hash);
    }
  }

  async resolve(secret: string): Promise<ResolvedApiToken | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX)) return null;
    const tokenHash = hashSecret(secret);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const token = await this.tokens.liveByHash(tokenHash);
    if (!token) return null;
    const resolved = { id: token.id, teamId: token.teamId, accountId: token.accountId };
    this.cache.set(tokenHash, resolved);
    await this.tokens.touch(token.id);
    return resolved;
  }
}
