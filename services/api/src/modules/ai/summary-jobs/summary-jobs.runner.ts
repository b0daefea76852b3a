import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AI_EVENTS,
  type Bus,
  type Logger,
  Role,
  SummaryFramework,
  type SummaryLanguage,
} from '@fieldnote/core';
import { WorkspaceDirectory } from '@fieldnote/control-plane';
import { BUS, LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { AiJobRunner, type ClaimedJob, type JobActor } from '../ai-jobs/ai-job-runner';
import { InsightSummariesService } from '../insight-summaries/insight-summaries.service';
import { NoteSummariesService } from '../note-summaries/note-summaries.service';
import { AiSettingsService } from '../settings/ai-settings.service';
import { summaryProgress } from '../summaries/summary-progress.util';
import { signalOf } from './summary-job-signal';
import { type SummaryJobRow, SummaryJobsRepository } from './summary-jobs.repository';
import { SummaryJobsService, recordJobEvent } from './summary-jobs.service';

/** One delivery of each job event for all the processes of the fleet together. */
export const SUMMARY_JOBS_RUNNER_DURABLE = 'ai-summary-jobs-runner';
/** ... and of each insight summary job's event. */
export const INSIGHT_SUMMARY_JOBS_RUNNER_DURABLE = 'ai-insight-summary-jobs-runner';
/** Deliveries of one job (a restart mid-generation is one) before it is marked FAILED. */
export const MAX_SUMMARY_JOB_ATTEMPTS = 3;
/** The text so far is told at most this often (and once more at the end). */
const SIGNAL_EVERY_MS = 100;
/** ... and again after this long without news, for listeners that joined since. */
const RESEND_AFTER_MS = 1000;

/**
 * The summary job (issue 34), run in the worker off the bus as every AI job is (AiJobRunner):
 * `noteSummary.requested` (a note's) or `insightSummary.requested` (an insight's) is delivered
 * durably to one process, which generates the summary with the configured model (streamed) or the
 * built-in provider, tells every open Summary tab the text so far and the progress (bus signals,
 * never stored), and stores the summary with its audit entry in one transaction, only if the job is
 * still RUNNING then (a cancelled job stores nothing).
 */
@Injectable()
export class SummaryJobsRunner
  extends AiJobRunner<SummaryJobRow, SummaryJobsRepository>
  implements OnApplicationBootstrap
{
  constructor(
    jobs: SummaryJobsRepository,
    private readonly summaries: NoteSummariesService,
    private readonly insightSummaries: InsightSummariesService,
    private readonly service: SummaryJobsService,
    directory: WorkspaceDirectory,
    private readonly settings: AiSettingsService,
    @Inject(BUS) bus: Bus,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(jobs, directory, bus, logger, { noun: 'summary', maxAttempts: MAX_SUMMARY_JOB_ATTEMPTS });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen(
      SUMMARY_JOBS_RUNNER_DURABLE,
      AI_EVENTS.noteSummaryRequested.subject,
      (event) => event.payload.summaryJobId,
    );
    await this.listen(
      INSIGHT_SUMMARY_JOBS_RUNNER_DURABLE,
      AI_EVENTS.insightSummaryRequested.subject,
      (event) => event.payload.summaryJobId,
    );
  }

  /** The job acts for the member who asked: the summary and its audit entry are theirs. */
  protected actor(): JobActor {
    return { role: Role.MANAGER, projectMinimum: Role.CONTRIBUTOR };
  }

  protected failKeptFailing({ em, workspace, job }: ClaimedJob<SummaryJobRow>): Promise<void> {
    return this.fail(
      em,
      workspace.id,
      workspace.schemaName,
      job,
      'The summary kept failing and was stopped.',
    );
  }

  protected failOnError(scope: WorkspaceScope, job: SummaryJobRow, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : 'The summary stopped on an unexpected error.';
    return this.fail(scope.em, scope.workspace.id, scope.workspace.schemaName, job, message);
  }

  protected async work(scope: WorkspaceScope, job: SummaryJobRow): Promise<void> {
    this.service.tell(scope.workspace.id, signalOf(job, ''));
    const schema = scope.workspace.schemaName;
    const em = scope.em;
    let note: Awaited<ReturnType<SummaryJobsRepository['noteForJob']>> = null;
    if (job.note_id) {
      note = await this.jobs.noteForJob(em, schema, job.note_id);
      if (!note) {
        await this.fail(em, scope.workspace.id, schema, job, 'The note is no longer there to summarise.');
        return;
      }
    }
    const framework = job.framework as SummaryFramework;
    let latest = '';
    let sentAt = 0;
    let pending: NodeJS.Timeout | undefined;
    let progress = 0;
    const watch = this.watch(scope, job, {
      // Told again while the model pauses, so a tab that starts listening late catches up.
      onLook: () => {
        if (Date.now() - sentAt >= RESEND_AFTER_MS) send();
      },
      stopIfOff: () => this.stopIfAiOff(scope, job),
    });
    const send = () => {
      pending = undefined;
      sentAt = Date.now();
      if (watch.cancelled.aborted) return;
      this.service.tell(scope.workspace.id, signalOf({ ...job, status: 'RUNNING', progress }, latest));
    };
    const onText = (text: string) => {
      latest = text;
      progress = summaryProgress(text, framework);
      watch.progress(progress);
      if (Date.now() - sentAt >= SIGNAL_EVERY_MS) send();
      else pending ??= setTimeout(send, SIGNAL_EVERY_MS);
    };
    try {
      const request = {
        framework: Object.values(SummaryFramework).includes(framework) ? framework : SummaryFramework.Summary,
        language: job.language as SummaryLanguage,
        customPrompt: job.custom_prompt,
      };
      const hooks = {
        onText,
        signal: watch.signal,
        stillWanted: watch.stillRunning,
        stored: (tx: EntityManager, aiActivityId: string) =>
          this.jobs.markCompleted(tx, schema, job.id, aiActivityId),
      };
      // An insight is read as it is now, by the member who asked (a card they cannot read is left out;
      // an insight gone meanwhile is a refusal: the job FAILS with its NOT_FOUND message).
      const stored = note
        ? await this.summaries.produceForJob(
            scope,
            { id: note.id, projectId: note.project_id, title: note.title, content: note.content },
            request,
            hooks,
          )
        : await this.insightSummaries.produceForJob(scope, job.insight_id as string, request, hooks);
      clearTimeout(pending);
      if (!stored) return;
      this.service.tell(
        scope.workspace.id,
        signalOf({ ...job, status: 'COMPLETED', progress: 100 }, stored.content),
      );
    } finally {
      watch.stop();
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
      await recordJobEvent(tx, 'failed', workspaceId, job, {});
      return true;
    });
    if (!failed) return;
    this.service.tell(workspaceId, { ...signalOf(job, null), status: 'FAILED', errorMessage: message });
  }
}
