import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AUTO_IDENTIFY_LANGUAGE,
  type Bus,
  type Logger,
  Role,
  type Subscription,
  TRANSCRIPTION_EVENTS,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { BUS, LOGGER, workspaceSchemaName } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { recordEvent } from '../../common/record-event';
import { AiActivityRecorder, AiInputKind, AiSettingsService, AiTask } from '../ai';
import { FILE_STORAGE, type FileStorage } from '../file-storage';
import { FilesService } from '../files';
import { ProjectGate } from '../../context/project-gate';
import { TRANSCRIPTION_CONFIG, type TranscriptionConfig } from './transcription-config';
import { TranscriptionEndpointError, transcribeWithEndpoint } from './transcription-endpoint.client';
import { type TranscriptionJobRow, TranscriptionRepository } from './transcription.repository';
import { WorkspaceDirectory } from '@fieldnote/control-plane';

/** One delivery of each job event for all the API processes of the fleet together. */
export const TRANSCRIPTION_RUNNER_DURABLE = 'transcription-runner';
/** Deliveries of one job (a restart mid-request is one) before it is marked FAILED. */
export const MAX_TRANSCRIPTION_ATTEMPTS = 4;
/** How often a running job looks whether it was cancelled. */
const CANCEL_POLL_MS = 500;
/** The version of what is sent, for the AI audit trail (there is no prompt). */
export const TRANSCRIPTION_PROMPT_VERSION = 'transcription-v1';

/** Progress a job reports at each step (the endpoint answers in one piece, so these are steps). */
const PROGRESS = { started: 5, audioRead: 20, sent: 30, transcribed: 90 } as const;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The transcription job (issue 34), run in the worker off the bus: `transcription.requested` is
 * delivered durably to one process of the fleet, which sends the recording to the endpoint and
 * stores the answer as the file's transcript, with its AI audit entry, in one transaction. A job that
 * is no longer QUEUED or RUNNING is acknowledged unread (idempotent: a repeated delivery adds
 * nothing); a process that stops mid-request leaves the job RUNNING and the event unacknowledged,
 * so the bus delivers it again and the job starts over (resumable); a cancelled job's request is
 * aborted and its answer never stored.
 */
@Injectable()
export class TranscriptionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly jobs: TranscriptionRepository,
    private readonly files: FilesService,
    private readonly recorder: AiActivityRecorder,
    private readonly ai: AiSettingsService,
    private readonly directory: WorkspaceDirectory,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(TRANSCRIPTION_CONFIG) private readonly endpoint: TranscriptionConfig | null,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: TRANSCRIPTION_RUNNER_DURABLE,
        subject: 'transcription.requested',
        retryDelayMs: 2000,
        maxDeliveries: MAX_TRANSCRIPTION_ATTEMPTS + 1,
      },
      handleCataloguedEvents(this.logger, {
        [TRANSCRIPTION_EVENTS.requested.subject]: (event) =>
          this.run(event.workspaceId, event.payload.transcriptionJobId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    // A request in flight is dropped: its job stays RUNNING and the bus delivers it again.
    this.stopping.abort(new Error('shutting down'));
    await this.subscription?.stop();
  }

  /** Runs one delivery of a job; 'retry' asks the bus to deliver it again. */
  async run(workspaceId: string | null, jobId: string): Promise<'ack' | 'retry'> {
    if (!workspaceId) return 'ack';
    const region = await this.jobs.regionOf(workspaceId);
    if (!region) return 'ack';
    const schema = workspaceSchemaName(workspaceId);
    const em = this.jobs.workspaceEm(region, schema);
    const claimed = await em.transactional(async (tx) => {
      const job = await this.jobs.findJob(tx, schema, jobId, true);
      if (!job || (job.status !== 'QUEUED' && job.status !== 'RUNNING')) return null;
      await this.jobs.markRunning(tx, schema, jobId);
      return job;
    });
    if (!claimed) return 'ack';
    const attempts = await this.jobs.countAttempt(em, schema, jobId);
    if (attempts > MAX_TRANSCRIPTION_ATTEMPTS) {
      await this.fail(
        em,
        workspaceId,
        schema,
        claimed,
        'The transcription kept failing and was stopped.',
        null,
      );
      return 'ack';
    }
    const attemptStartedAt = new Date();
    try {
      await this.transcribe(em, workspaceId, schema, claimed);
      return 'ack';
    } catch (err) {
      if (this.stopping.signal.aborted) return 'retry';
      if ((await this.jobs.statusOf(em, schema, jobId)) !== 'RUNNING') return 'ack';
      if (err instanceof TranscriptionEndpointError) {
        this.logger.warn({ err, transcriptionJobId: jobId, status: err.status }, 'transcription failed');
        if (err.retryable && attempts < MAX_TRANSCRIPTION_ATTEMPTS) return 'retry';
        await this.fail(em, workspaceId, schema, claimed, err.message, attemptStartedAt);
        return 'ack';
      }
      this.logger.error({ err, transcriptionJobId: jobId }, 'transcription job failed; retrying');
      if (attempts < MAX_TRANSCRIPTION_ATTEMPTS) return 'retry';
      await this.fail(
        em,
        workspaceId,
        schema,
        claimed,
        'The transcription stopped on an unexpected error.',
        null,
      );
      return 'ack';
    }
  }

  private async transcribe(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    job: TranscriptionJobRow,
  ): Promise<void> {
    const startedAt = new Date();
    const endpoint = this.endpoint;
    if (!endpoint) {
      await this.fail(
        em,
        workspaceId,
        schema,
        job,
        'No transcription endpoint is configured on this server.',
        null,
      );
      return;
    }
    const file = await this.jobs.fileForJob(em, schema, job.file_id);
    if (!file || file.content_deleted_at || file.status !== 'DONE') {
      await this.fail(em, workspaceId, schema, job, 'The recording is no longer there to transcribe.', null);
      return;
    }
    const workspace = await this.directory.byId(workspaceId);
    if (!workspace) return;
    // Turning generative AI off stops every AI job (issue 34).
    if (!(await this.generativeAiOn(em, workspace, job.requested_by))) {
      await this.fail(em, workspaceId, schema, job, 'Generative AI was turned off for this workspace.', null);
      return;
    }

    const cancelled = new AbortController();
    const watch = setInterval(() => {
      this.jobs
        .statusOf(em.fork(), schema, job.id)
        .then((status) => {
          if (status !== 'RUNNING') cancelled.abort(new Error('cancelled'));
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not read a transcription job status'));
    }, CANCEL_POLL_MS);
    try {
      const audio = await readAll(await this.storage.get(file.storage_key));
      await this.jobs.advance(em, schema, job.id, PROGRESS.audioRead);
      await this.jobs.advance(em, schema, job.id, PROGRESS.sent);
      const answer = await transcribeWithEndpoint(endpoint, {
        audio,
        fileName: file.name,
        mime: file.mime,
        language: job.language === AUTO_IDENTIFY_LANGUAGE ? null : job.language,
        signal: AbortSignal.any([cancelled.signal, this.stopping.signal]),
      });
      await this.jobs.advance(em, schema, job.id, PROGRESS.transcribed);
      await em.transactional(async (tx) => {
        const locked = await this.jobs.findJob(tx, schema, job.id, true);
        // Cancelled while the endpoint worked: its answer is not stored.
        if (locked?.status !== 'RUNNING') return;
        const cues = await this.files.storeTranscript(
          tx,
          workspaceId,
          { id: file.id, noteId: file.note_id },
          answer.cues,
        );
        const minutes = Math.max(1, Math.ceil(answer.durationSeconds / 60));
        const aiActivityId = await this.recorder.record(tx, schema, {
          task: AiTask.TRANSCRIPTION,
          provider: 'OPENAI_COMPATIBLE',
          model: endpoint.model,
          promptVersion: TRANSCRIPTION_PROMPT_VERSION,
          inputKind: AiInputKind.FILE,
          inputIds: [file.id],
          projectId: file.project_id,
          language: job.language === AUTO_IDENTIFY_LANGUAGE ? null : job.language.slice(0, 8),
          requestedBy: job.requested_by,
          startedAt,
          finishedAt: new Date(),
          outputChars: cues.reduce((sum, cue) => sum + cue.text.length, 0),
        });
        await this.jobs.markCompleted(tx, schema, job.id, {
          minutes,
          cueCount: cues.length,
          detectedLanguage: answer.language,
          aiActivityId,
        });
        await recordEvent(tx, TRANSCRIPTION_EVENTS.completed, workspaceId, {
          transcriptionJobId: job.id,
          fileId: file.id,
          noteId: file.note_id,
          cueCount: cues.length,
          minutes,
          aiActivityId,
        });
      });
    } finally {
      clearInterval(watch);
    }
  }

  private async generativeAiOn(
    em: EntityManager,
    workspace: NonNullable<Awaited<ReturnType<WorkspaceDirectory['byId']>>>,
    accountId: string,
  ): Promise<boolean> {
    const gate = new ProjectGate(em, workspace.schemaName, accountId, Role.MANAGER, Role.CONTRIBUTOR);
    const availability = await this.ai.availability({
      workspace,
      accountId,
      role: Role.MANAGER,
      em,
      projects: gate,
    });
    return availability.generativeAiEnabled;
  }

  /** Marks the job FAILED with a message for people; an endpoint failure is in the AI audit trail too. */
  private async fail(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    job: TranscriptionJobRow,
    message: string,
    auditStartedAt: Date | null,
  ): Promise<void> {
    await em.transactional(async (tx) => {
      const locked = await this.jobs.findJob(tx, schema, job.id, true);
      if (locked?.status !== 'QUEUED' && locked?.status !== 'RUNNING') return;
      const aiActivityId =
        auditStartedAt && this.endpoint
          ? await this.recorder.record(tx, schema, {
              task: AiTask.TRANSCRIPTION,
              provider: 'OPENAI_COMPATIBLE',
              model: this.endpoint.model,
              promptVersion: TRANSCRIPTION_PROMPT_VERSION,
              inputKind: AiInputKind.FILE,
              inputIds: [job.file_id],
              language: job.language === AUTO_IDENTIFY_LANGUAGE ? null : job.language.slice(0, 8),
              requestedBy: job.requested_by,
              startedAt: auditStartedAt,
              finishedAt: new Date(),
              outputChars: 0,
              errorMessage: message,
            })
          : null;
      await this.jobs.markFailed(tx, schema, job.id, message, aiActivityId);
      await recordEvent(tx, TRANSCRIPTION_EVENTS.failed, workspaceId, {
        transcriptionJobId: job.id,
        fileId: job.file_id,
        noteId: job.note_id,
      });
    });
  }
}
