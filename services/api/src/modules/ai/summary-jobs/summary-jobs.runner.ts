import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AI_EVENTS,
  AppError,
  type Bus,
  ErrorCode,
  type Logger,
  Role,
  type Subscription,
  SummaryFramework,
  type SummaryLanguage,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { WorkspaceDirectory } from '@fieldnote/control-plane';
import { BUS, LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../common/record-event';
import { ProjectGate } from '../../../context/project-gate';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { NoteSummariesService } from '../note-summaries/note-summaries.service';
import { AiSettingsService } from '../settings/ai-settings.service';
import { summaryProgress } from '../summaries/summary-progress.util';
import { JobCancelled } from './job-cancelled';
import { signalOf } from './summary-job-signal';
import { type SummaryJobRow, SummaryJobsRepository } from './summary-jobs.repository';
import { SummaryJobsService } from './summary-jobs.service';

/** One delivery of each job event for all the processes of the fleet together. */
export const SUMMARY_JOBS_RUNNER_DURABLE = 'ai-summary-jobs-runner';
/** Deliveries of one job (a restart mid-generation is one) before it is marked FAILED. */
export const MAX_SUMMARY_JOB_ATTEMPTS = 3;
/** How often a running job looks whether it was cancelled. */
const CANCEL_POLL_MS = 250;
/** ... and every this many looks (a second) whether generative AI is still on. */
const AI_SWITCH_EVERY_POLLS = 4;
/** The text so far is told at most this often (and once more at the end). */
const SIGNAL_EVERY_MS = 100;
/** ... and again after this long without news, for listeners that joined since. */
const RESEND_AFTER_MS = 1000;

/**
 * The summary job (issue 34), run in the worker off the bus: `noteSummary.requested` is delivered
 * durably to one process, which generates the summary with the configured model (streamed) or the
 * built-in provider, tells every open Summary tab the text so far and the progress (bus signals,
 * never stored), and stores the summary with its audit entry in one transaction, only if the job is
 * still RUNNING then (a cancelled job stores nothing). A job no longer QUEUED or RUNNING is
 * acknowledged unread (idempotent); a process that stops mid-generation leaves it RUNNING and the
 * event unacknowledged, so it is delivered again and starts over (resumable).
 */
@Injectable()
export class SummaryJobsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly jobs: SummaryJobsRepository,
    private readonly summaries: NoteSummariesService,
    private readonly service: SummaryJobsService,
    private readonly directory: WorkspaceDirectory,
    private readonly settings: AiSettingsService,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: SUMMARY_JOBS_RUNNER_DURABLE,
        subject: AI_EVENTS.noteSummaryRequested.subject,
        retryDelayMs: 2000,
        maxDeliveries: MAX_SUMMARY_JOB_ATTEMPTS + 1,
      },
      handleCataloguedEvents(this.logger, {
        [AI_EVENTS.noteSummaryRequested.subject]: (event) =>
          this.run(event.workspaceId, event.payload.summaryJobId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    // A generation in flight is dropped: its job stays RUNNING and the bus delivers it again.
    this.stopping.abort(new Error('shutting down'));
    await this.subscription?.stop();
  }

  /** Runs one delivery of a job; 'retry' asks the bus to deliver it again. */
  async run(workspaceId: string | null, jobId: string): Promise<'ack' | 'retry'> {
    if (!workspaceId) return 'ack';
    const workspace = await this.directory.byId(workspaceId);
    if (!workspace) return 'ack';
    const schema = workspace.schemaName;
    const em = this.jobs.workspaceEm(workspace.region, schema);
    const claimed = await em.transactional(async (tx) => {
      const job = await this.jobs.findJob(tx, schema, jobId, true);
      if (!job || (job.status !== 'QUEUED' && job.status !== 'RUNNING')) return null;
      await this.jobs.markRunning(tx, schema, jobId);
      return { ...job, status: 'RUNNING' as const, progress: 0 };
    });
    if (!claimed) return 'ack';
    const attempts = await this.jobs.countAttempt(em, schema, jobId);
    if (attempts > MAX_SUMMARY_JOB_ATTEMPTS) {
      await this.fail(em, workspaceId, schema, claimed, 'The summary kept failing and was stopped.');
      return 'ack';
    }
    this.service.tell(workspaceId, signalOf(claimed, ''));
    // The job acts for the member who asked: the summary and its audit entry are theirs.
    const gate = new ProjectGate(em, schema, claimed.requested_by, Role.MANAGER, Role.CONTRIBUTOR);
    gate.attachTo(em);
    const scope: WorkspaceScope = {
      workspace,
      accountId: claimed.requested_by,
      role: Role.MANAGER,
      em,
      projects: gate,
    };
    try {
      await this.generate(scope, claimed);
      return 'ack';
    } catch (err) {
      if (this.stopping.signal.aborted) return 'retry';
      // Cancelled meanwhile: the cancel already said so.
      if ((await this.jobs.statusOf(em, schema, jobId)) !== 'RUNNING') return 'ack';
      this.logger.warn({ err, summaryJobId: jobId }, 'a summary job failed');
      // A refusal (AI turned off, summaries off) will not change on a retry; a model failure may.
      const refused = err instanceof AppError && err.code !== ErrorCode.INTERNAL_SERVER_ERROR;
      if (!refused && attempts < MAX_SUMMARY_JOB_ATTEMPTS) return 'retry';
      const message = err instanceof Error ? err.message : 'The summary stopped on an unexpected error.';
      await this.fail(em, workspaceId, schema, claimed, message);
      return 'ack';
    }
  }

  private async generate(scope: WorkspaceScope, job: SummaryJobRow): Promise<void> {
    const schema = scope.workspace.schemaName;
    const em = scope.em;
    const note = await this.jobs.noteForJob(em, schema, job.note_id);
    if (!note) {
      await this.fail(em, scope.workspace.id, schema, job, 'The note is no longer there to summarise.');
      return;
    }
    const cancelled = new AbortController();
    const framework = job.framework as SummaryFramework;
    let latest = '';
    let sentAt = 0;
    let pending: NodeJS.Timeout | undefined;
    let progress = 0;
    const send = () => {
      pending = undefined;
      sentAt = Date.now();
      if (cancelled.signal.aborted) return;
      this.service.tell(scope.workspace.id, signalOf({ ...job, status: 'RUNNING', progress }, latest));
    };
    let polls = 0;
    const watch = setInterval(() => {
      // Told again while the model pauses, so a tab that starts listening late catches up.
      if (Date.now() - sentAt >= RESEND_AFTER_MS) send();
      const look = polls++ % AI_SWITCH_EVERY_POLLS === 0 ? this.stopIfAiOff(scope, job) : Promise.resolve();
      look
        .then(() => this.jobs.statusOf(em.fork(), schema, job.id))
        .then((status) => {
          // A member's cancel is told apart from a stop (AI turned off): the audit trail says which.
          if (status === 'CANCELLED') cancelled.abort(new JobCancelled());
          else if (status !== 'RUNNING') cancelled.abort(new Error('The summary job was stopped.'));
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not read a summary job status'));
    }, CANCEL_POLL_MS);
    const onText = (text: string) => {
      latest = text;
      const next = summaryProgress(text, framework);
      if (next !== progress) {
        progress = next;
        void this.jobs
          .advance(em.fork(), schema, job.id, progress)
          .catch((err: unknown) => this.logger.warn({ err }, 'could not record summary progress'));
      }
      if (Date.now() - sentAt >= SIGNAL_EVERY_MS) send();
      else pending ??= setTimeout(send, SIGNAL_EVERY_MS);
    };
    try {
      const stored = await this.summaries.produceForJob(
        scope,
        { id: note.id, projectId: note.project_id, title: note.title, content: note.content },
        {
          framework: Object.values(SummaryFramework).includes(framework)
            ? framework
            : SummaryFramework.Summary,
          language: job.language as SummaryLanguage,
          customPrompt: job.custom_prompt,
        },
        {
          onText,
          signal: AbortSignal.any([cancelled.signal, this.stopping.signal]),
          stillWanted: async (tx: EntityManager) =>
            (await this.jobs.findJob(tx, schema, job.id, true))?.status === 'RUNNING',
          stored: (tx: EntityManager, aiActivityId: string) =>
            this.jobs.markCompleted(tx, schema, job.id, aiActivityId),
        },
      );
      clearTimeout(pending);
      if (!stored) return;
      this.service.tell(
        scope.workspace.id,
        signalOf({ ...job, status: 'COMPLETED', progress: 100 }, stored.content),
      );
    } finally {
      clearInterval(watch);
      clearTimeout(pending);
    }
  }

  /**
   * Turning generative AI (or summaries) off stops every AI job (issue 34): a running job that finds
   * it off is marked FAILED, which the cancel watch then acts on; nothing it wrote is stored.
   */
  private async stopIfAiOff(scope: WorkspaceScope, job: SummaryJobRow): Promise<void> {
    const availability = await this.settings.availability({ ...scope, em: scope.em.fork() });
    if (availability.generativeAiEnabled && availability.summariesEnabled) return;
    await this.fail(
      scope.em.fork(),
      scope.workspace.id,
      scope.workspace.schemaName,
      job,
      'Generative AI was turned off for this workspace.',
    );
  }

  private async fail(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    job: SummaryJobRow,
    message: string,
  ): Promise<void> {
    const failed = await em.transactional(async (tx) => {
      if (!(await this.jobs.markFailed(tx, schema, job.id, message))) return false;
      await recordEvent(tx, AI_EVENTS.noteSummaryFailed, workspaceId, {
        summaryJobId: job.id,
        noteId: job.note_id,
        projectId: job.project_id,
      });
      return true;
    });
    if (!failed) return;
    this.service.tell(workspaceId, { ...signalOf(job, null), status: 'FAILED', errorMessage: message });
  }
}
