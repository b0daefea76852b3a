import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AI_EVENTS, type Bus, type Logger, Role } from '@fieldnote/core';
import { WorkspaceDirectory } from '@fieldnote/control-plane';
import { BUS, LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { AiJobRunner, type ClaimedJob, type JobActor } from '../ai-jobs/ai-job-runner';
import { AiSettingsService } from '../settings/ai-settings.service';
import { ThemeAmount, ThemeStrictness } from './clustering-rules';
import { type ThemeJobRow, ThemeJobsRepository } from './theme-jobs.repository';
import { ThemeInsightsService } from './theme-insights.service';
import { ThemesService } from './themes.service';
import { themeStrings } from './themes.strings';

/** One delivery of each theme job event for all the processes of the fleet together. */
export const THEME_JOBS_RUNNER_DURABLE = 'ai-theme-jobs-runner';
/** Deliveries of one job (a restart mid-run is one) before it is marked FAILED. */
export const MAX_THEME_JOB_ATTEMPTS = 3;

/** What a channel job's generator is given: the theme run hooks, its result kept by `stored`. */
export interface ChannelThemeJobHooks {
  signal: AbortSignal;
  progress: (percent: number) => void;
  stillWanted: (em: EntityManager) => Promise<boolean>;
  stored: (em: EntityManager, result: { aiActivityId: string }) => Promise<void>;
}

/** Runs a channel's theme job (the channels module's suggestions, registered at start-up). */
export type ChannelThemeJobGenerator = (
  scope: WorkspaceScope,
  job: ThemeJobRow,
  hooks: ChannelThemeJobHooks,
) => Promise<unknown>;

/**
 * The theme job (issue 34), run in the worker off the bus as every AI job is (AiJobRunner):
 * `themes.requested` is delivered durably to one process, which reads the project's or tag's
 * highlights as the member who asked (their workspace role and private projects), embeds, clusters
 * and names them with the job's progress in its row, and keeps the themes with the job and the run's
 * audit entry in one transaction, only if the job is still RUNNING then. A member's cancel stops it
 * between steps (the model's naming request at once); generative AI or clustering turned off stops
 * it as FAILED.
 */
@Injectable()
export class ThemeJobsRunner
  extends AiJobRunner<ThemeJobRow, ThemeJobsRepository>
  implements OnApplicationBootstrap
{
  private channelGenerator: ChannelThemeJobGenerator | undefined;

  constructor(
    jobs: ThemeJobsRepository,
    private readonly themes: ThemesService,
    private readonly themeInsights: ThemeInsightsService,
    directory: WorkspaceDirectory,
    private readonly settings: AiSettingsService,
    @Inject(BUS) bus: Bus,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(jobs, directory, bus, logger, { noun: 'theme', maxAttempts: MAX_THEME_JOB_ATTEMPTS });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen(
      THEME_JOBS_RUNNER_DURABLE,
      AI_EVENTS.themesRequested.subject,
      (event) => event.payload.themeJobId,
    );
  }

  /** The channels module's theme suggestions, which a channel job (channel_id) runs. */
  useChannelGenerator(generator: ChannelThemeJobGenerator): void {
    this.channelGenerator = generator;
  }

  /** The job reads as the member who asked: their role and the private projects hidden from them. */
  protected actor(job: ThemeJobRow): JobActor {
    const role = Object.values(Role).includes(job.requester_role as Role)
      ? (job.requester_role as Role)
      : Role.VIEWER;
    return { role, projectMinimum: Role.VIEWER };
  }

  protected async failKeptFailing({ em, schema, job }: ClaimedJob<ThemeJobRow>): Promise<void> {
    await this.jobs.markFailed(em, schema, job.id, themeStrings.jobFailed);
  }

  protected async failOnError(scope: WorkspaceScope, job: ThemeJobRow, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : themeStrings.jobFailed;
    await this.jobs.markFailed(scope.em, scope.workspace.schemaName, job.id, message);
  }

  protected async work(scope: WorkspaceScope, job: ThemeJobRow): Promise<void> {
    const schema = scope.workspace.schemaName;
    // Every fourth look (a second) also asks whether generative AI is still on (a channel's
    // suggestions are named by keywords without it, as its query always did).
    const watch = this.watch(
      scope,
      job,
      job.channel_id ? {} : { stopIfOff: () => this.stopIfOff(scope, job) },
    );
    try {
      if (job.channel_id) {
        if (!this.channelGenerator) throw new Error('Channel theme suggestions are not available here.');
        await this.channelGenerator(scope, job, {
          signal: watch.signal,
          progress: watch.progress,
          stillWanted: watch.stillRunning,
          stored: (tx, result) => this.jobs.markCompleted(tx, schema, job.id, result),
        });
        return;
      }
      const input = {
        projectId: job.tag_id ? null : job.project_id,
        tagId: job.tag_id,
        amount: job.amount as ThemeAmount,
        strictness: (job.strictness ?? ThemeStrictness.STANDARD) as ThemeStrictness,
      };
      await this.themes.compute(scope, await this.themes.prepare(scope, input), input, {
        signal: watch.signal,
        progress: watch.progress,
        stillWanted: watch.stillRunning,
        stored: async (tx: EntityManager, run) => {
          await this.jobs.markCompleted(tx, schema, job.id, run);
          // The insights auto feature On: every theme drafted as an insight, with the job's completion.
          await this.themeInsights.draftAllOnCompletion({ ...scope, em: tx }, job, run);
        },
      });
    } finally {
      watch.stop();
    }
  }

  /** Generative AI or clustering turned off stops a running job (FAILED), which the watch then acts on. */
  private async stopIfOff(scope: WorkspaceScope, job: ThemeJobRow): Promise<void> {
    const availability = await this.settings.availability({ ...scope, em: scope.em.fork() });
    if (availability.generativeAiEnabled) return;
    await this.jobs.markFailed(scope.em.fork(), scope.workspace.schemaName, job.id, themeStrings.aiTurnedOff);
  }
}
