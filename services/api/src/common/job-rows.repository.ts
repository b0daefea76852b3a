import { type Region, isUuid } from '@fieldnote/core';
import { type Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the repository of every job run off the bus (bulk import, REFI-QDA import, data retention)
 * does the same way: find the workspace a job's event names, open its schema outside any request,
 * and count failed tries of a job row (its `attempts` column) so the runner knows when to stop
 * retrying. Repositories extend it; `jobTable` is the table of their job rows, if they have one.
 */
export abstract class JobRows {
  protected constructor(
    protected readonly databases: Databases,
    private readonly jobTable: string | null = null,
  ) {}

  /** The region of the workspace a job's event names, or null when it is not one (gone, or not an id). */
  async regionOf(workspaceId: string): Promise<Region | null> {
    if (!isUuid(workspaceId)) return null;
    const [team] = await this.databases
      .control()
      .em.getConnection()
      .execute<{ region: Region }[]>('select region from control.teams where id = ?', [workspaceId]);
    return team?.region ?? null;
  }

  /** An entity manager of the workspace's schema, for the job (which runs outside any request). */
  workspaceEm(region: Region, schema: string): EntityManager {
    return this.databases.region(region).em.fork({ schema }) as unknown as EntityManager;
  }

  /**
   * Counts a failed try of job `id` (outside the failed transaction) and says how many there have
   * been in a row; a job row that is gone has nothing left to retry (Number.MAX_SAFE_INTEGER).
   */
  async countAttempt(em: EntityManager, schema: string, id: string): Promise<number> {
    if (!this.jobTable) throw new Error(`${this.constructor.name} keeps no job rows to count tries of`);
    const [row] = await this.run<{ attempts: number }>(
      em,
      `update ${inSchema(schema)(this.jobTable)} set attempts = attempts + 1 where id = ? returning attempts`,
      [id],
    );
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  }

  /** Runs SQL in `em`'s transaction when it has one. */
  protected run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
