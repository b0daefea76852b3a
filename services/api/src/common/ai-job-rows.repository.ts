import type { Databases } from '@fieldnote/db';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from './job-rows.repository';

/** Columns a job's ending sets besides its status, by name (the repository's own, never a client's). */
export type JobEndColumns = Record<string, unknown>;

/**
 * The job rows of the AI jobs run in the worker (summary, theme and translation jobs), which all move
 * through their states the same way: claimed RUNNING with progress 0, progress recorded only forward
 * while RUNNING, then COMPLETED at 100 or FAILED with a message. Each repository adds what its own
 * ending keeps (a theme run, a translated note) through `markCompletedWith` and `markFailedWith`.
 */
export abstract class AiJobRows<Row> extends JobRows {
  /**
   * `columns`: what `findJob` reads of a row. `runningProgressCap`: the most a RUNNING job records,
   * below 100 where only a COMPLETED job may read 100 (the summary jobs' never report above 95).
   */
  protected constructor(
    databases: Databases,
    jobTable: string,
    private readonly columns: string,
    private readonly runningProgressCap: number,
  ) {
    super(databases, jobTable);
  }

  /** A job by id; `lock` holds it until the transaction ends (a runner's claim, a cancel). */
  findJob(em: EntityManager, schema: string, id: string, lock = false): Promise<Row | null> {
    return this.jobById<Row>(em, schema, this.columns, id, lock);
  }

  /** A runner claims the job; a job delivered again (a restart mid-run) starts over from 0. */
  async markRunning(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)(this.table())}
       set status = 'RUNNING', progress = 0, started_at = coalesce(started_at, now()) where id = ?`,
      [id],
    );
  }

  /**
   * Records progress of a running job (never of one that was cancelled meanwhile). Only forward: the
   * runner records progress without waiting, so two updates may commit out of order (a CI run read
   * 72 after the step to 80).
   */
  async advance(em: EntityManager, schema: string, id: string, progress: number): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)(this.table())} set progress = greatest(progress, ?) where id = ? and status = 'RUNNING'`,
      [Math.max(0, Math.min(this.runningProgressCap, Math.round(progress))), id],
    );
  }

  /** The job COMPLETED at 100, with what it made (`columns`: at least its AI audit entry). */
  protected async markCompletedWith(
    em: EntityManager,
    schema: string,
    id: string,
    columns: JobEndColumns,
  ): Promise<void> {
    const names = Object.keys(columns);
    await this.run(
      em,
      `update ${inSchema(schema)(this.table())}
       set status = 'COMPLETED', progress = 100, ${names.map((name) => `${name} = ?`).join(', ')},
           finished_at = now()
       where id = ?`,
      [...Object.values(columns), id],
    );
  }

  /**
   * Marks a live job FAILED with its message (cut to the column's 1000 characters) and `columns`;
   * false when it had ended already (cancelled, completed), so the caller tells nobody twice.
   */
  protected async markFailedWith(
    em: EntityManager,
    schema: string,
    id: string,
    message: string,
    columns: JobEndColumns = {},
  ): Promise<boolean> {
    const assignments = Object.keys(columns).map((name) => `${name} = ?, `);
    const rows = await this.run<{ id: string }>(
      em,
      `update ${inSchema(schema)(this.table())}
       set status = 'FAILED', ${assignments.join('')}error_message = ?, finished_at = now()
       where id = ? and status in ('QUEUED', 'RUNNING')
       returning id`,
      [...Object.values(columns), message.slice(0, 1000), id],
    );
    return rows.length > 0;
  }
}
