import type { OnApplicationShutdown } from '@nestjs/common';
import {
  AppError,
  type Bus,
  type CataloguedBusEvent,
  type CataloguedHandlers,
  ErrorCode,
  type EventSubject,
  type Logger,
  type Role,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import type { WorkspaceRef } from '@fieldnote/control-plane';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatusValue } from '../../../common/job-rows.repository';
import { ProjectGate } from '../../../context/project-gate';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { JobWatch, type JobWatchOptions, type WatchedJobRows } from './job-watch';

/** What the shared flow reads of an AI job's row. */
export interface AiJobRow {
  id: string;
  status: JobStatusValue;
  progress: number;
  requested_by: string;
}

/** The job rows a runner works on: an AiJobRows (the summary, theme or translation jobs). */
export interface AiJobStore<Row extends AiJobRow> extends WatchedJobRows {
  workspaceEm(region: WorkspaceRef['region'], schema: string): EntityManager;
  findJob(em: EntityManager, schema: string, id: string, lock?: boolean): Promise<Row | null>;
  markRunning(em: EntityManager, schema: string, id: string): Promise<void>;
  countAttempt(em: EntityManager, schema: string, id: string): Promise<number>;
}

/** Where a runner finds the workspace a job's event names (WorkspaceDirectory). */
export interface JobWorkspaces {
  byId(workspaceId: string): Promise<WorkspaceRef | null>;
}

/** How a runner's jobs are named in logs and stop reasons, and how many tries each one gets. */
export interface AiJobKind {
  /** 'summary' reads "a summary job failed", logged with its `summaryJobId`. */
  noun: string;
  /** Deliveries of one job (a restart mid-run is one) before it is marked FAILED. */
  maxAttempts: number;
}

/** Who a job acts as: a workspace role, and the role each project it reads must grant. */
export interface JobActor {
  role: Role;
  projectMinimum: Role;
}

/** A claimed job's place: its workspace, and the workspace's entity manager (outside any request). */
export interface ClaimedJob<Row> {
  workspace: WorkspaceRef;
  schema: string;
  em: EntityManager;
  job: Row;
}

/** A failure a retry would meet again: a refusal (AI turned off, summaries off, gone), not a crash. */
export function isRefusal(err: unknown): boolean {
  return err instanceof AppError && err.code !== ErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * How the AI jobs run in the worker off the bus (summaries, themes, translations; issue 34), so each
 * runner only says what its job does: one delivery claims the job (a job no longer QUEUED or RUNNING
 * is acknowledged unread, which makes a delivery idempotent), counts the try, and works as the member
 * who asked. A process that stops mid-run leaves the job RUNNING and the event unacknowledged, so it
 * is delivered again and starts over; a failure is retried until `maxAttempts` unless a retry would
 * fail the same way, and then the job is marked FAILED; a job cancelled meanwhile is left as it is.
 */
export abstract class AiJobRunner<
  Row extends AiJobRow,
  Rows extends AiJobStore<Row> = AiJobStore<Row>,
> implements OnApplicationShutdown {
  /** The runner's bus subscriptions (`listen`), stopped at shutdown. */
  private readonly subscriptions: Subscription[] = [];
  /** Aborted at shutdown: a generation in flight is dropped, its job stays RUNNING for a redelivery. */
  private readonly stopping = new AbortController();

  protected constructor(
    protected readonly jobs: Rows,
    private readonly workspaces: JobWorkspaces,
    private readonly bus: Bus,
    protected readonly logger: Logger,
    private readonly kind: AiJobKind,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort(new Error('shutting down'));
    await Promise.all(this.subscriptions.map((s) => s.stop()));
  }

  /**
   * Runs the job each `subject` event names (`jobIdOf`), delivered to one process of the fleet
   * together (`durable`), again after a pause while a try fails, and once more than `maxAttempts`,
   * so that delivery marks FAILED a job that kept stopping mid-run. Called at start-up.
   */
  protected async listen<S extends EventSubject>(
    durable: string,
    subject: S,
    jobIdOf: (event: Extract<CataloguedBusEvent, { subject: S }>) => string,
  ): Promise<void> {
    // A key computed from a type parameter widens to string: the handler is the subject's all the same.
    const handlers = {
      [subject]: (event: Extract<CataloguedBusEvent, { subject: S }>) =>
        this.run(event.workspaceId, jobIdOf(event)),
    } as CataloguedHandlers;
    this.subscriptions.push(
      await this.bus.subscribe(
        { durable, subject, retryDelayMs: 2000, maxDeliveries: this.kind.maxAttempts + 1 },
        handleCataloguedEvents(this.logger, handlers),
      ),
    );
  }

  /** Runs one delivery of a job; 'retry' asks the bus to deliver it again. */
  async run(workspaceId: string | null, jobId: string): Promise<'ack' | 'retry'> {
    const claimed = await this.claim(workspaceId, jobId);
    if (!claimed) return 'ack';
    const { em, schema, job } = claimed;
    const attempts = await this.jobs.countAttempt(em, schema, jobId);
    if (attempts > this.kind.maxAttempts) {
      await this.failKeptFailing(claimed);
      return 'ack';
    }
    const scope = this.scopeOf(claimed);
    try {
      await this.work(scope, job);
      return 'ack';
    } catch (err) {
      if (this.stopping.signal.aborted) return 'retry';
      // Cancelled (or stopped) meanwhile: whoever ended it already said so.
      if ((await this.jobs.statusOf(em, schema, jobId)) !== 'RUNNING') return 'ack';
      this.logger.warn({ err, [`${this.kind.noun}JobId`]: jobId }, `a ${this.kind.noun} job failed`);
      if (!this.failsAgain(err) && attempts < this.kind.maxAttempts) return 'retry';
      await this.failOnError(scope, job, err);
      return 'ack';
    }
  }

  /** Who the job acts as (its work, and what it stores, are the member's who asked). */
  protected abstract actor(job: Row): JobActor;

  /**
   * The job's work, with its row as claimed (RUNNING at 0). It returns when the job is stored, ended
   * by itself (FAILED with a reason, or nothing to do) or cancelled; it throws on a failure.
   */
  protected abstract work(scope: WorkspaceScope, job: Row): Promise<void>;

  /** Marks FAILED a job delivered more than `maxAttempts` times (it kept failing, or kept stopping). */
  protected abstract failKeptFailing(claimed: ClaimedJob<Row>): Promise<void>;

  /** Marks FAILED a job whose work failed for good. */
  protected abstract failOnError(scope: WorkspaceScope, job: Row, err: unknown): Promise<void>;

  /** Whether a retry would fail the same way (default: a refusal, which a retry will not change). */
  protected failsAgain(err: unknown): boolean {
    return isRefusal(err);
  }

  /** Starts watching a running job for a cancel, and for its progress (see JobWatch); stop it after. */
  protected watch(scope: WorkspaceScope, job: Row, options: JobWatchOptions = {}): JobWatch {
    return new JobWatch(
      {
        jobs: this.jobs,
        em: scope.em,
        schema: scope.workspace.schemaName,
        jobId: job.id,
        noun: this.kind.noun,
        stopping: this.stopping.signal,
        logger: this.logger,
      },
      options,
    );
  }

  /** Takes the job for this delivery: RUNNING from 0, in a transaction that holds its row meanwhile. */
  private async claim(workspaceId: string | null, jobId: string): Promise<ClaimedJob<Row> | null> {
    if (!workspaceId) return null;
    const workspace = await this.workspaces.byId(workspaceId);
    if (!workspace) return null;
    const schema = workspace.schemaName;
    const em = this.jobs.workspaceEm(workspace.region, schema);
    const job = await em.transactional(async (tx) => {
      const found = await this.jobs.findJob(tx, schema, jobId, true);
      if (!found || (found.status !== 'QUEUED' && found.status !== 'RUNNING')) return null;
      await this.jobs.markRunning(tx, schema, jobId);
      return { ...found, status: 'RUNNING' as const, progress: 0 };
    });
    return job ? { workspace, schema, em, job } : null;
  }

  /** The job's scope: the member who asked, with the actor's role, their private projects hidden. */
  private scopeOf({ workspace, schema, em, job }: ClaimedJob<Row>): WorkspaceScope {
    const { role, projectMinimum } = this.actor(job);
    const gate = new ProjectGate(em, schema, job.requested_by, role, projectMinimum);
    gate.attachTo(em);
    return { workspace, accountId: job.requested_by, role, em, projects: gate };
  }
}
