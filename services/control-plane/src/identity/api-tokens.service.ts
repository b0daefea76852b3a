import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, requireText } from '@fieldnote/core';
import { ApiToken, Databases } from '@fieldnote/db';
import { LRUCache } from 'lru-cache';
import { hashSecret, newSecret } from './secret-token';

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
  private readonly cache = new LRUCache<string, ResolvedApiToken>({ max: 50_000, ttl: TOKEN_CACHE_TTL_MS });

  constructor(private readonly databases: Databases) {}

  async create(
    teamId: string,
    accountId: string,
    rawName: string,
  ): Promise<{ token: ApiToken; secret: string }> {
    const name = requireText(rawName, 'Token name', MAX_LENGTH.apiTokenName);
    const secret = newSecret(API_TOKEN_PREFIX);
    const em = this.databases.control().em.fork();
    const token = em.create(ApiToken, {
      id: randomUUID(),
      teamId,
      accountId,
      name,
      tokenHash: hashSecret(secret),
      createdAt: new Date(),
    });
    await em.flush();
    return { token, secret };
  }

  async list(teamId: string, accountId: string): Promise<ApiToken[]> {
    return this.databases
      .control()
      .em.fork()
      .find(ApiToken, { teamId, accountId, revokedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  async revoke(teamId: string, accountId: string, id: string): Promise<void> {
    const em = this.databases.control().em.fork();
    const token = await em.findOne(ApiToken, { id, teamId, accountId, revokedAt: null });
    if (!token) throw AppError.notFound('API token');
    token.revokedAt = new Date();
    await em.flush();
    this.cache.delete(token.tokenHash);
  }

  async resolve(secret: string): Promise<ResolvedApiToken | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX)) return null;
    const tokenHash = hashSecret(secret);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const em = this.databases.control().em.fork();
    const token = await em.findOne(ApiToken, { tokenHash, revokedAt: null });
    if (!token) return null;
    const resolved = { id: token.id, teamId: token.teamId, accountId: token.accountId };
    this.cache.set(tokenHash, resolved);
    await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date() });
    return resolved;
  }
}
