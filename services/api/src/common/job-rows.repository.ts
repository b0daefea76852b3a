import { type Region, isUuid } from '@fieldnote/core';
import { type Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The states of a job row that runs in the worker and can be cancelled (summaries, transcriptions). */
export type JobStatusValue = 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

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
    const [row] = await this.run<{ attempts: number }>(
      em,
      `update ${inSchema(schema)(this.table())} set attempts = attempts + 1 where id = ? returning attempts`,
      [id],
    );
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  }

  /**
   * A row of the job table by id (`columns` of it); `lock` holds it until the transaction ends. The
   * helpers below are for job tables with the JobStatusValue states (status, cancelled_by, finished_at).
   */
  protected async jobById<T>(
    em: EntityManager,
    schema: string,
    columns: string,
    id: string,
    lock = false,
  ): Promise<T | null> {
    const [row] = await this.run<T>(
      em,
      `select ${columns} from ${inSchema(schema)(this.table())} where id = ?${lock ? ' for update' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** The QUEUED or RUNNING row whose `column` is `value` (one at most: a unique index keeps it so). */
  protected async liveJobWhere<T>(
    em: EntityManager,
    schema: string,
    columns: string,
    column: string,
    value: string,
  ): Promise<T | null> {
    const [row] = await this.run<T>(
      em,
      `select ${columns} from ${inSchema(schema)(this.table())}
       where ${column} = ? and status in ('QUEUED', 'RUNNING')`,
      [value],
    );
    return row ?? null;
  }

  /** A job's state now (a runner looks at it to stop a cancelled job); null when it is gone. */
  async statusOf(em: EntityManager, schema: string, id: string): Promise<JobStatusValue | null> {
    const [row] = await this.run<{ status: JobStatusValue }>(
      em,
      `select status from ${inSchema(schema)(this.table())} where id = ?`,
      [id],
    );
    return row?.status ?? null;
  }

  /** A member cancels a QUEUED or RUNNING job (an ended one is left as it is). */
  async markCancelled(em: EntityManager, schema: string, id: string, by: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)(this.table())}
       set status = 'CANCELLED', cancelled_by = ?, finished_at = now()
       where id = ? and status in ('QUEUED', 'RUNNING')`,
      [by, id],
    );
  }

  /** The job table's name (its subclasses' queries of it); throws for a repository without one. */
  protected table(): string {
    if (!this.jobTable) throw new Error(`${this.constructor.name} keeps no job rows`);
    return this.jobTable;
  }

  /** Runs SQL in `em`'s transaction when it has one. */
  protected run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
