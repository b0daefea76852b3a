import { Injectable } from '@nestjs/common';
import { Databases, Session } from '@fieldnote/db';
import type { RequiredEntityData } from '@mikro-orm/postgresql';

/**
 * The ORM reads and writes of sessions rows (browser sessions and one-time secrets). Statements that
 * must change and read in one step (taking a secret, replacing a reset link) are IdentityRepository's.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly databases: Databases) {}

  /**
   * Writes a new session or one-time secret row: one insert statement, without the unit of work's
   * begin and commit around it (a sign-in pays for one round trip here, not three).
   */
  async insert(data: RequiredEntityData<Session>): Promise<void> {
    const em = this.em();
    await em.insert(em.create(Session, data, { persist: false }));
  }

  /** The browser session of this secret's hash, or null. */
  browserSessionByHash(tokenHash: string): Promise<Session | null> {
    return this.em().findOne(Session, { tokenHash, kind: 'browser' });
  }

  /** The browser sessions of these secrets' hashes that still exist. */
  browserSessionsByHashes(tokenHashes: string[]): Promise<Session[]> {
    if (tokenHashes.length === 0) return Promise.resolve([]);
    return this.em().find(Session, { tokenHash: { $in: tokenHashes }, kind: 'browser' });
  }

  /** Notes that the session was used now (for "last used" in settings). */
  async touch(tokenHash: string): Promise<void> {
    await this.em().nativeUpdate(Session, { tokenHash }, { lastUsedAt: new Date() });
  }

  /** The account's unexpired browser sessions, most recently used first, at most `limit`. */
  liveBrowserSessionsNewestFirst(accountId: string, limit: number): Promise<Session[]> {
    return this.em().find(
      Session,
      { accountId, kind: 'browser', expiresAt: { $gt: new Date() } },
      { orderBy: { lastUsedAt: 'desc nulls last', createdAt: 'desc' }, limit },
    );
  }

  /** Deletes the session of this secret's hash, if any. */
  async deleteByHash(tokenHash: string): Promise<void> {
    await this.em().nativeDelete(Session, { tokenHash });
  }

  private em() {
    return this.databases.control().em.fork();
  }
}
