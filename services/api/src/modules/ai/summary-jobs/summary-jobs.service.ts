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
import { findLiveNote } from '../../notes';
import { aiErrors } from '../ai.errors';
import { AiRepository } from '../ai.repository';
import {
  NoteSummariesService,
  type SummaryRequestInput,
  type SummarySource,
} from '../note-summaries/note-summaries.service';
import { type SummaryJobSignal, signalOf, summaryJobSubject } from './summary-job-signal';
import { type SummaryJobRow, SummaryJobsRepository } from './summary-jobs.repository';

const encoder = new TextEncoder();

/**
 * Note summaries as jobs (issue 34: "generate, stream", cancellable, with progress): a member starts
 * one (the refusals of generateNoteSummary apply), the worker's SummaryJobsRunner writes it and
 * tells its text as it grows, and a member with edit permission cancels it; a cancelled job stores
 * nothing. Asking again while a job of the note runs answers that job.
 */
@Injectable()
export class SummaryJobsService {
  constructor(
    private readonly summaries: NoteSummariesService,
    private readonly jobs: SummaryJobsRepository,
    private readonly notes: AiRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  /** Queues a summary of the note; the job runs off the bus. Contributors with edit permission. */
  async start(scope: WorkspaceScope, input: SummaryRequestInput): Promise<SummaryJobRow> {
    const request = await this.summaries.prepare(scope, input);
    return this.queue(scope, { id: request.note.id, projectId: request.note.projectId }, request);
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
    await this.queue(scope, note, { ...request, customPrompt: '' });
    await runs.saveHash(request.hash);
    return 'done';
  }

  /** The note's live job, or a new one queued with its event (one live job per note). */
  private queue(
    scope: WorkspaceScope,
    note: { id: string; projectId: string },
    request: { framework: string; language: string; customPrompt: string },
  ): Promise<SummaryJobRow> {
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      // One live job per note: two requests at once meet on the note's lock.
      await this.notes.noteSummaries.lockOwner(em, schema, note.id);
      const live = await this.jobs.liveJobOfNote(em, schema, note.id);
      if (live) return live;
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        noteId: note.id,
        projectId: note.projectId,
        framework: request.framework,
        language: request.language,
        customPrompt: request.customPrompt,
        by: scope.accountId,
      });
      await recordEvent(em, AI_EVENTS.noteSummaryRequested, scope.workspace.id, {
        summaryJobId: id,
        noteId: note.id,
        projectId: note.projectId,
        framework: request.framework,
        language: request.language,
      });
      return (await this.jobs.findJob(em, schema, id)) as SummaryJobRow;
    });
  }

  /** A job by id, when its note is one the member can read. */
  async job(scope: WorkspaceScope, rawJobId: string): Promise<SummaryJobRow> {
    const job = await this.jobs.findJob(scope.em, scope.workspace.schemaName, parsePathId(rawJobId));
    if (!job) throw AppError.notFound('Summary job');
    await findLiveNote(scope.em, job.note_id).catch((error: unknown) => {
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
      await recordEvent(em, AI_EVENTS.noteSummaryCancelled, scope.workspace.id, {
        summaryJobId: job.id,
        noteId: job.note_id,
        projectId: job.project_id,
        cancelledBy: scope.accountId,
      });
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

  /** Sends a job's state (and text so far) to the subscribers of every process. */
  tell(workspaceId: string, signal: SummaryJobSignal): void {
    this.bus.signal(summaryJobSubject(workspaceId, signal.jobId), encoder.encode(JSON.stringify(signal)));
  }
}
