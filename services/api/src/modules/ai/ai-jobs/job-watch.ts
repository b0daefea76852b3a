import type { Logger } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatusValue } from '../../../common/job-rows.repository';
import { JobCancelled } from './job-cancelled';

/** How often a running job looks whether it was cancelled. */
export const CANCEL_POLL_MS = 250;
/** ... and every this many looks (a second) whether its feature is still on. */
const FEATURE_CHECK_EVERY_POLLS = 4;

/** The job rows a watch reads and writes (AiJobRows). */
export interface WatchedJobRows {
  statusOf(em: EntityManager, schema: string, id: string): Promise<JobStatusValue | null>;
  advance(em: EntityManager, schema: string, id: string, progress: number): Promise<void>;
  findJob(
    em: EntityManager,
    schema: string,
    id: string,
    lock?: boolean,
  ): Promise<{ status: JobStatusValue } | null>;
}

/** Which job a watch follows, and how it is named in logs and stop reasons. */
export interface WatchedJob {
  jobs: WatchedJobRows;
  em: EntityManager;
  schema: string;
  jobId: string;
  /** 'summary', 'theme', 'translation': "a summary job", "The summary job was stopped." */
  noun: string;
  /** The runner's own stop (the process shutting down). */
  stopping: AbortSignal;
  logger: Logger;
}

/** What a runner adds to the watch's looks. */
export interface JobWatchOptions {
  /** Asked every fourth look: marks the job FAILED when its feature was turned off (the look then stops it). */
  stopIfOff?: () => Promise<void>;
  /** Told at every look, before the status is read (the summary tells late listeners its text again). */
  onLook?: () => void;
}

/**
 * Follows a RUNNING AI job while its work runs in the worker: looks at its row every CANCEL_POLL_MS and
 * aborts `signal` when it is no longer RUNNING (with JobCancelled when a member cancelled it, so the
 * AI audit trail records the generation as CANCELLED, not as failed), records its progress without
 * waiting, and says inside the storing transaction whether it is still wanted. `stop()` ends the looks.
 */
export class JobWatch {
  /** Aborted when the job itself stopped (cancelled, or FAILED because AI was turned off). */
  readonly cancelled: AbortSignal;
  /** Aborted when the job stopped or the process is shutting down: what the work listens to. */
  readonly signal: AbortSignal;
  private readonly abort = new AbortController();
  private readonly looks: NodeJS.Timeout;
  private recorded = 0;

  constructor(
    private readonly job: WatchedJob,
    options: JobWatchOptions = {},
  ) {
    this.cancelled = this.abort.signal;
    this.signal = AbortSignal.any([this.abort.signal, job.stopping]);
    let polls = 0;
    this.looks = setInterval(() => {
      options.onLook?.();
      const featureCheck =
        options.stopIfOff && polls % FEATURE_CHECK_EVERY_POLLS === 0
          ? options.stopIfOff()
          : Promise.resolve();
      polls++;
      featureCheck
        .then(() => job.jobs.statusOf(job.em.fork(), job.schema, job.jobId))
        .then((status) => {
          // A member's cancel is told apart from a stop (AI turned off): the audit trail says which.
          if (status === 'CANCELLED') this.abort.abort(new JobCancelled());
          else if (status !== 'RUNNING') this.abort.abort(new Error(`The ${job.noun} job was stopped.`));
        })
        .catch((err: unknown) => job.logger.warn({ err }, `could not read a ${job.noun} job status`));
    }, CANCEL_POLL_MS);
  }

  /**
   * Records the job's progress in percent, without waiting (a failed write is only logged) and only
   * when it moved forward: the row keeps the highest anyway, so a step back is not worth a write.
   */
  readonly progress = (percent: number): void => {
    if (percent <= this.recorded) return;
    this.recorded = percent;
    void this.job.jobs
      .advance(this.job.em.fork(), this.job.schema, this.job.jobId, percent)
      .catch((err: unknown) => this.job.logger.warn({ err }, `could not record ${this.job.noun} progress`));
  };

  /** Asked inside the transaction that stores the job's result: the job locked, and still RUNNING. */
  readonly stillRunning = async (tx: EntityManager): Promise<boolean> =>
    (await this.job.jobs.findJob(tx, this.job.schema, this.job.jobId, true))?.status === 'RUNNING';

  /** Ends the looks (the work is over, whichever way). */
  stop(): void {
    clearInterval(this.looks);
  }
}
