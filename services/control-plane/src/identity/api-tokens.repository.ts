import { Injectable } from '@nestjs/common';
import { ApiToken, Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a new token is written with. */
export type NewApiToken = Pick<ApiToken, 'id' | 'teamId' | 'accountId' | 'name' | 'tokenHash'>;

/**
 * The queries of API tokens in the control schema. Changes run through the caller's `em` (the
 * control side of a change and its audit entry); reads in an entity manager of their own.
 */
@Injectable()
export class ApiTokensRepository {
  constructor(private readonly databases: Databases) {}

  /** Writes a new token, made now, and returns it. */
  async insert(em: EntityManager, token: NewApiToken): Promise<ApiToken> {
    const created = em.create(ApiToken, { ...token, createdAt: new Date() });
    await em.flush();
    return created;
  }

  /** The account's live tokens in the workspace, newest first. */
  liveOf(teamId: string, accountId: string): Promise<ApiToken[]> {
    return this.em().find(
      ApiToken,
      { teamId, accountId, revokedAt: null },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  /** One of the account's live tokens in the workspace, or null. */
  liveOwn(em: EntityManager, id: string, teamId: string, accountId: string): Promise<ApiToken | null> {
    return em.findOne(ApiToken, { id, teamId, accountId, revokedAt: null });
  }

  /** The live token of a secret's hash, or null. */
  liveByHash(tokenHash: string): Promise<ApiToken | null> {
    return this.em().findOne(ApiToken, { tokenHash, revokedAt: null });
  }

  /** Stamps the token as used now. */
  async touch(id: string): Promise<void> {
    await this.em().nativeUpdate(ApiToken, { id }, { lastUsedAt: new Date() });
  }

  /** Revokes, now, every live token of the account in the workspace (its membership ended). */
  async revokeAllOf(em: EntityManager, accountId: string, teamId: string): Promise<void> {
    await em.nativeUpdate(ApiToken, { accountId, teamId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Writes the changes made to the tokens read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  private em() {
    return this.databases.control().em.fork();
  }
}
