import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import { type Bus, type Logger, Role } from '@fieldnote/core';
import { BUS, LOGGER } from '@fieldnote/db';
import type { FastifyRequest } from 'fastify';
import type { GqlContext } from '../../../context/gql-context';
import { ProjectGate } from '../../../context/project-gate';
import { WorkspaceAccess, type WorkspaceScope } from '../../../context/workspace-access.service';
import { socketError } from '../../../graphql/format-graphql-error';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { GenerateNoteSummaryInput } from '../dto/ai.inputs';
import { NoteSummaryPanelModel } from '../dto/ai.models';
import { GenerateInsightSummaryInput } from '../insight-summaries/dto/insight-summaries.inputs';
import { InsightSummaryPanelModel } from '../insight-summaries/dto/insight-summaries.models';
import { NoteSummaryJobModel, NoteSummaryJobProgressModel } from './dto/summary-jobs.models';
import { signalStream } from './signal-stream';
import { signalOf, summaryJobSignal, summaryJobSubject } from './summary-job-signal';
import { SummaryJobsService } from './summary-jobs.service';

const decoder = new TextDecoder();
const ENDED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * Note summaries as jobs, streamed (issue 34): start one, follow its text and progress as it is
 * written, cancel it, and find the one a note's Summary tab should show after a reload.
 */
@Resolver(() => NoteSummaryPanelModel)
export class SummaryJobsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly jobs: SummaryJobsService,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Viewers are let in so they hear the spec's reason ("Viewers cannot generate summaries").
  @Mutation(() => NoteSummaryJobModel, {
    description:
      'Starts generating the note summary as a job (its text streams on noteSummaryJobProgress); the summary is stored, replacing the one before, when it completes. Asking again while one runs answers that one. Contributors with edit permission.',
  })
  async startNoteSummary(
    @InputArgs('input') input: GenerateNoteSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteSummaryJobModel.from(await this.jobs.start(scope, input));
  }

  @Mutation(() => NoteSummaryJobModel, {
    description:
      "Cancels a queued or running summary job (a note's or an insight's); nothing it wrote is stored. Needs edit permission.",
  })
  async cancelNoteSummaryJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return NoteSummaryJobModel.from(await this.jobs.cancel(scope, id));
  }

  @Query(() => NoteSummaryJobModel, { description: "A summary job (a note's or an insight's) by id." })
  async noteSummaryJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel> {
    return NoteSummaryJobModel.from(await this.jobs.job(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @ResolveField(() => NoteSummaryJobModel, {
    nullable: true,
    description: "The note's summary job while it is queued or running (the tab follows it after a reload).",
  })
  async activeJob(
    @Parent() panel: NoteSummaryPanelModel,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel | null> {
    const job = await this.jobs.liveJobOfNote(await this.access.require(ctx.req, Role.VIEWER), panel.noteId);
    return job ? NoteSummaryJobModel.from(job) : null;
  }

  @Subscription(() => NoteSummaryJobProgressModel, {
    description:
      "A summary job (a note's or an insight's) as it is written: first its state now, then its text so far and progress at each step, ending with COMPLETED, FAILED or CANCELLED. Anyone who can read the note or insight. Without jobId: every summary job of the workspace's projects the caller can read, as they are written (never ending).",
    resolve: (step: NoteSummaryJobProgressModel) => step,
  })
  async noteSummaryJobProgress(
    @Args('jobId', { type: () => ID, nullable: true }) jobId: string | null | undefined,
    @Context() ctx: { req: FastifyRequest },
  ): Promise<AsyncIterable<unknown>> {
    try {
      const scope = await this.access.require(ctx.req, Role.VIEWER);
      if (!jobId) return await this.everyJob(scope);
      const job = await this.jobs.job(scope, jobId);
      return await signalStream(
        this.bus,
        summaryJobSubject(scope.workspace.id, job.id),
        (data) => stepOf(data),
        // Read after listening starts, so a step sent in between is not missed.
        async () => [NoteSummaryJobProgressModel.from(signalOf(await this.jobs.job(scope, job.id), null))],
        (step) => ENDED.has(step.status),
      );
    } catch (error) {
      throw socketError(error, this.logger);
    }
  }

  /** Every job's steps, less those of private projects the caller cannot read (asked at each step: cached). */
  private async everyJob(scope: WorkspaceScope): Promise<AsyncIterable<unknown>> {
    // A gate per step: each reads the process's permission cache, emptied when access changes.
    const hidden = () =>
      new ProjectGate(
        scope.em.fork(),
        scope.workspace.schemaName,
        scope.accountId,
        scope.role,
        Role.VIEWER,
      ).hiddenProjectIds();
    return signalStream(
      this.bus,
      summaryJobSubject(scope.workspace.id, '*'),
      async (data) => {
        const step = stepOf(data);
        if (!step || scope.role === Role.MANAGER) return step;
        return (await hidden()).includes(step.projectId) ? null : step;
      },
      async () => [],
      () => false,
    );
  }
}

/**
 * Insight summaries as the same jobs (issue 34): start one from the insight's AI summary section,
 * and find the one it should follow after a reload. Progress, reading and cancelling are the note
 * jobs' calls above.
 */
@Resolver(() => InsightSummaryPanelModel)
export class InsightSummaryJobsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly jobs: SummaryJobsService,
  ) {}

  // Viewers are let in so they hear the spec's reason ("Viewers cannot generate summaries").
  @Mutation(() => NoteSummaryJobModel, {
    description:
      "Starts generating the insight's summary as a job (its text streams on noteSummaryJobProgress); the summary is stored, replacing the one before, when it completes. Asking again while one runs answers that one. Contributors with edit permission.",
  })
  async startInsightSummary(
    @InputArgs('input') input: GenerateInsightSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteSummaryJobModel.from(await this.jobs.startInsight(scope, input));
  }

  @ResolveField(() => NoteSummaryJobModel, {
    nullable: true,
    description:
      "The insight's summary job while it is queued or running (the section follows it after a reload).",
  })
  async activeJob(
    @Parent() panel: InsightSummaryPanelModel,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryJobModel | null> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const job = await this.jobs.liveJobOfInsight(scope, panel.insightId);
    return job ? NoteSummaryJobModel.from(job) : null;
  }
}

/** A signal's bytes as a step, or null when they are not one. */
function stepOf(data: Uint8Array): NoteSummaryJobProgressModel | null {
  try {
    const parsed = summaryJobSignal.safeParse(JSON.parse(decoder.decode(data)));
    return parsed.success ? NoteSummaryJobProgressModel.from(parsed.data) : null;
  } catch {
    return null;
  }
}
