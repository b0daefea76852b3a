import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A SCIM token as stored: never the secret, only its hash. */
export interface ScimTokenRow {
  id: string;
  team_id: string;
  name: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

/** The SQL of SCIM tokens (`control.scim_tokens`). Each method runs in `em`'s transaction when it has one. */
@Injectable()
export class ScimTokensRepository {
  async insert(
    em: EntityManager,
    token: { id: string; teamId: string; name: string; tokenHash: string; createdBy: string },
  ): Promise<ScimTokenRow> {
    const [row] = await this.run<ScimTokenRow>(
      em,
      `insert into control.scim_tokens (id, team_id, name, token_hash, created_by) values (?, ?, ?, ?, ?)
       returning id, team_id, name, created_at, last_used_at`,
      [token.id, token.teamId, token.name, token.tokenHash, token.createdBy],
    );
    return row as ScimTokenRow;
  }

  /** The workspace's live tokens, newest first. */
  listActive(em: EntityManager, teamId: string): Promise<ScimTokenRow[]> {
    return this.run<ScimTokenRow>(
      em,
      `select id, team_id, name, created_at, last_used_at from control.scim_tokens
        where team_id = ? and revoked_at is null order by created_at desc`,
      [teamId],
    );
  }

  /** The ids of every token the workspace ever had (revoked ones too): the actors of its SCIM changes. */
  async allIdsOf(em: EntityManager, teamId: string): Promise<string[]> {
    const rows = await this.run<{ id: string }>(em, 'select id from control.scim_tokens where team_id = ?', [
      teamId,
    ]);
    return rows.map((row) => row.id);
  }

  /** Revokes a live token of the workspace; the row it revoked (with its hash, to forget it), or null. */
  async revoke(
    em: EntityManager,
    teamId: string,
    id: string,
  ): Promise<(ScimTokenRow & { token_hash: string }) | null> {
    const [row] = await this.run<ScimTokenRow & { token_hash: string }>(
      em,
      `update control.scim_tokens set revoked_at = now()
        where id = ? and team_id = ? and revoked_at is null
        returning id, team_id, name, created_at, last_used_at, token_hash`,
      [id, teamId],
    );
    return row ?? null;
  }

  /** The live token with this hash, marking it used. */
  async useByHash(em: EntityManager, tokenHash: string): Promise<ScimTokenRow | null> {
    const [row] = await this.run<ScimTokenRow>(
      em,
      `update control.scim_tokens set last_used_at = now()
        where token_hash = ? and revoked_at is null
        returning id, team_id, name, created_at, last_used_at`,
      [tokenHash],
    );
    return row ?? null;
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
