import { Injectable } from '@nestjs/common';
import { SESSION_LIFETIME_SECONDS } from '@fieldnote/core';
import { Databases, Session } from '@fieldnote/db';
import { LRUCache } from 'lru-cache';
import { hashSecret, newSecret } from './secret-token';

/** How long a resolved session is trusted without asking the database again. Logout here clears it at once. */
const SESSION_CACHE_TTL_MS = 5_000;

export interface ResolvedSession {
  accountId: string;
  expiresAt: Date;
}

/** Browser sessions: an opaque secret in an HttpOnly cookie, its hash in the control schema. */
@Injectable()
export class SessionsService {
  private readonly cache = new LRUCache<string, ResolvedSession>({ max: 50_000, ttl: SESSION_CACHE_TTL_MS });

  constructor(private readonly databases: Databases) {}

  async create(accountId: string): Promise<{ secret: string; expiresAt: Date }> {
    const secret = newSecret();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
    const em = this.databases.control().em.fork();
    em.create(Session, { tokenHash: hashSecret(secret), accountId, expiresAt, createdAt: new Date() });
    await em.flush();
    return { secret, expiresAt };
  }

  async resolve(secret: string): Promise<ResolvedSession | null> {
    const tokenHash = hashSecret(secret);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached.expiresAt > new Date() ? cached : null;
    const session = await this.databases.control().em.fork().findOne(Session, { tokenHash });
    if (!session || session.expiresAt <= new Date()) return null;
    const resolved = { accountId: session.accountId, expiresAt: session.expiresAt };
    this.cache.set(tokenHash, resolved);
    return resolved;
  }

  async revoke(secret: string): Promise<void> {
    const tokenHash = hashSecret(secret);
    this.cache.delete(tokenHash);
    await this.databases.control().em.fork().nativeDelete(Session, { tokenHash });
  }
}
