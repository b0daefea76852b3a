import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  AppError,
  type Bus,
  Role,
  SummaryUnavailableReason,
  parsePathId,
  roleSatisfies,
} from '@fieldnote/core';
import { BUS } from '@fieldnote/db';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveInsight } from '../../insights';
import { findLiveNote } from '../../notes';
import { aiErrors } from '../ai.errors';
import { AiRepository } from '../ai.repository';
import {
  type InsightSummaryRequestInput,
  InsightSummariesService,
} from '../insight-summaries/insight-summaries.service';
import { InsightSummariesRepository } from '../insight-summaries/insight-summaries.repository';
import {
  NoteSummariesService,
  type SummaryRequestInput,
  type SummarySource,
} from '../note-summaries/note-summaries.service';
import { type SummaryJobSignal, signalOf, summaryJobSubject } from './summary-job-signal';
import { type SummaryJobRow, SummaryJobsRepository } from './summary-jobs.repository';

const encoder = new TextEncoder();

/** What a summary job summarises: a note or an insight, and its project. */
interface JobSubject {
  kind: 'note' | 'insight';
  id: string;
  projectId: string;
}

/** The events of a job of each kind of subject, and how they name it. */
const JOB_EVENTS = {
  note: {
    requested: AI_EVENTS.noteSummaryRequested,
    cancelled: AI_EVENTS.noteSummaryCancelled,
    failed: AI_EVENTS.noteSummaryFailed,
  },
  insight: {
    requested: AI_EVENTS.insightSummaryRequested,
    cancelled: AI_EVENTS.insightSummaryCancelled,
    failed: AI_EVENTS.insightSummaryFailed,
  },
} as const;

/** The subject of a job row (a note's or an insight's). */
export function subjectOf(job: SummaryJobRow): JobSubject {
  return job.insight_id
    ? { kind: 'insight', id: job.insight_id, projectId: job.project_id }
    : { kind: 'note', id: job.note_id as string, projectId: job.project_id };
}

/** Records a job event of the job's kind: the note's or the insight's id by its own name. */
export function recordJobEvent(
  em: Parameters<typeof recordEvent>[0],
  which: 'requested' | 'cancelled' | 'failed',
  workspaceId: string,
  job: SummaryJobRow,
  extra: Record<string, string>,
): Promise<void> {
  const subject = subjectOf(job);
  const named = subject.kind === 'note' ? { noteId: subject.id } : { insightId: subject.id };
  return recordEvent(em, JOB_EVENTS[subject.kind][which] as typeof AI_EVENTS.noteSummaryFailed, workspaceId, {
    summaryJobId: job.id,
    projectId: job.project_id,
    ...named,
    ...extra,
  } as never);
}

/**
 * Note and insight summaries as jobs (issue 34: "generate, stream", cancellable, with progress): a
 * member starts one (the refusals of generateNoteSummary or generateInsightSummary apply), the worker's SummaryJobsRunner writes it and
 * tells its text as it grows, and a member with edit permission cancels it; a cancelled job stores
 * nothing. Asking again while a job of the note (or insight) runs answers that job.
 */
@Injectable()
export class SummaryJobsService {
  constructor(
    private readonly summaries: NoteSummariesService,
    private readonly insightSummaries: InsightSummariesService,
    private readonly insightTable: InsightSummariesRepository,
    private readonly jobs: SummaryJobsRepository,
    private readonly notes: AiRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  /** Queues a summary of the note; the job runs off the bus. Contributors with edit permission. */
  async start(scope: WorkspaceScope, input: SummaryRequestInput): Promise<SummaryJobRow> {
    const request = await this.summaries.prepare(scope, input);
    return this.queue(
      scope,
      { kind: 'note', id: request.note.id, projectId: request.note.projectId },
      request,
    );
  }

  /** Queues a summary of the insight, as start does a note's (the refusals of generateInsightSummary). */
  async startInsight(scope: WorkspaceScope, input: InsightSummaryRequestInput): Promise<SummaryJobRow> {
    const { source, ...request } = await this.insightSummaries.prepare(scope, input);
    return this.queue(scope, { kind: 'insight', id: source.id, projectId: source.projectId }, request);
  }

  /**
   * The summarize auto feature (On) for a quiet note: queues the same job the Generate button
   * does, on behalf of the note's author, once per text of the note (the hash is kept when it is
   * queued, so a repeated delivery queues nothing). 'skipped' when nothing is to run.
   */
  async startAuto(
    scope: WorkspaceScope,
    note: SummarySource,
    runs: { lastHash: () => Promise<string | null>; saveHash: (hash: string) => Promise<void> },
  ): Promise<'done' | 'skipped'> {
    const request = await this.summaries.autoSummaryRequest(scope, note, runs.lastHash);
    if (!request) return 'skipped';
    await this.queue(scope, { kind: 'note', ...note }, { ...request, customPrompt: '' });
    await runs.saveHash(request.hash);
    return 'done';
  }

  /**
   * The subject's live job, or a new one queued with its event (one live job per note or insight):
   * a repeated request while one runs answers that one, and the runner acknowledges an ended job's
   * event unread, so a request is generated once.
   */
  private queue(
    scope: WorkspaceScope,
    subject: JobSubject,
    request: { framework: string; language: string; customPrompt: string },
  ): Promise<SummaryJobRow> {
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      // One live job per subject: two requests at once meet on its lock.
      const table = subject.kind === 'note' ? this.notes.noteSummaries : this.insightTable;
      await table.lockOwner(em, schema, subject.id);
      const live =
        subject.kind === 'note'
          ? await this.jobs.liveJobOfNote(em, schema, subject.id)
          : await this.jobs.liveJobOfInsight(em, schema, subject.id);
      if (live) return live;
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        noteId: subject.kind === 'note' ? subject.id : null,
        insightId: subject.kind === 'insight' ? subject.id : null,
        projectId: subject.projectId,
        framework: request.framework,
        language: request.language,
        customPrompt: request.customPrompt,
        by: scope.accountId,
      });
      const job = (await this.jobs.findJob(em, schema, id)) as SummaryJobRow;
      await recordJobEvent(em, 'requested', scope.workspace.id, job, {
        framework: request.framework,
        language: request.language,
      });
      return job;
    });
  }

  /** A job by id, when its note or insight is one the member can read. */
  async job(scope: WorkspaceScope, rawJobId: string): Promise<SummaryJobRow> {
    const job = await this.jobs.findJob(scope.em, scope.workspace.schemaName, parsePathId(rawJobId));
    if (!job) throw AppError.notFound('Summary job');
    const subject = subjectOf(job);
    const find = subject.kind === 'note' ? findLiveNote : findLiveInsight;
    await find(scope.em, subject.id).catch((error: unknown) => {
      throw error instanceof AppError ? AppError.notFound('Summary job') : error;
    });
    return job;
  }

  /** Stops a queued or running job: nothing it wrote is stored. Needs edit permission in the project. */
  async cancel(scope: WorkspaceScope, rawJobId: string): Promise<SummaryJobRow> {
    const job = await this.job(scope, rawJobId);
    const role = await scope.projects.roleIn(job.project_id);
    if (!role || !roleSatisfies(role, Role.CONTRIBUTOR))
      throw aiErrors.unavailable(SummaryUnavailableReason.NO_EDIT_PERMISSION);
    const schema = scope.workspace.schemaName;
    const cancelled = await scope.em.transactional(async (em) => {
      const locked = await this.jobs.findJob(em, schema, job.id, true);
      if (!locked) throw AppError.notFound('Summary job');
      if (locked.status !== 'QUEUED' && locked.status !== 'RUNNING')
        throw AppError.badInput(
          `This summary has already ended (${locked.status}); there is nothing to cancel.`,
          { field: 'id' },
        );
      await this.jobs.markCancelled(em, schema, job.id, scope.accountId);
      await recordJobEvent(em, 'cancelled', scope.workspace.id, job, { cancelledBy: scope.accountId });
      return (await this.jobs.findJob(em, schema, job.id)) as SummaryJobRow;
    });
    // The open tabs hear it at once; the runner stops at its next look at the job.
    this.tell(scope.workspace.id, signalOf(cancelled, null));
    return cancelled;
  }

  /** The live job of a note, for the Summary tab (null: none running). */
  async liveJobOfNote(scope: WorkspaceScope, noteId: string): Promise<SummaryJobRow | null> {
    return this.jobs.liveJobOfNote(scope.em, scope.workspace.schemaName, noteId);
  }

  /** The live job of an insight, for its AI summary section (null: none running). */
  async liveJobOfInsight(scope: WorkspaceScope, insightId: string): Promise<SummaryJobRow | null> {
    return this.jobs.liveJobOfInsight(scope.em, scope.workspace.schemaName, insightId);
  }

  /** Sends a job's state (and text so far) to the subscribers of every process. */
  tell(workspaceId: string, signal: SummaryJobSignal): void {
    this.bus.signal(summaryJobSubject(workspaceId, signal.jobId), encoder.encode(JSON.stringify(signal)));
  }
}
