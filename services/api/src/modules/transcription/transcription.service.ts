import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AUTO_IDENTIFY_LANGUAGE,
  AppError,
  DEFAULT_TRANSCRIPTION_LANGUAGE,
  TRANSCRIPTION_EVENTS,
  TRANSCRIPTION_LANGUAGES,
  TRANSCRIPTION_NOT_CONFIGURED_MESSAGE,
  type TranscriptionProviderValue,
  parsePathId,
} from '@fieldnote/core';
import { EntitlementsService, PlanGate } from '@fieldnote/control-plane';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { AiSettingsService } from '../ai';
import { FileLookup } from '../files';
import { findLiveProject } from '../projects';
import { TRANSCRIPTION_CONFIG, type TranscriptionConfig } from './transcription-config';
import { HIPAA_TRANSCRIPTION_MESSAGE, transcriptionErrors } from './transcription.errors';
import { type TranscriptionJobRow, TranscriptionRepository } from './transcription.repository';

/** The workspace's transcription settings and what the plan and the server allow. */
export interface TranscriptionSettings {
  endpointConfigured: boolean;
  /** The endpoint's model, when one is configured. */
  model: string | null;
  /** Said where transcription is offered and cannot run; null when it can. */
  unavailableMessage: string | null;
  defaultLanguage: string;
  provider: TranscriptionProviderValue;
  settingsAllowed: boolean;
  chooseProviderAllowed: boolean;
  hipaaEnforced: boolean;
  minutesUsedThisMonth: number;
  /** Null: unlimited. */
  maxMonthlyMinutes: number | null;
}

const isLanguage = (value: string): boolean => (TRANSCRIPTION_LANGUAGES as readonly string[]).includes(value);

/** Whole minutes a recording counts against the monthly allowance (a started minute counts). */
export function minutesOf(durationMs: number | null): number {
  return Math.max(1, Math.ceil((durationMs ?? 0) / 60_000));
}

/**
 * Transcription (issue 34): the workspace's and projects' settings, starting a job (the worker runs
 * it off the bus, TranscriptionRunner), cancelling it and reading its state. The service checks the
 * plan (allowTranscriptionSettings, allowChooseTranscriptionProvider, maxMonthlyTranscriptionMinutes)
 * and generative AI being on; callers pass the scope of the role the resolver required.
 */
@Injectable()
export class TranscriptionService {
  constructor(
    private readonly jobs: TranscriptionRepository,
    private readonly lookup: FileLookup,
    private readonly ai: AiSettingsService,
    private readonly entitlements: EntitlementsService,
    private readonly plans: PlanGate,
    @Inject(TRANSCRIPTION_CONFIG) private readonly endpoint: TranscriptionConfig | null,
  ) {}

  async settings(scope: WorkspaceScope): Promise<TranscriptionSettings> {
    const schema = scope.workspace.schemaName;
    const [row, plan, used, ai] = await Promise.all([
      this.jobs.settings(scope.em, schema),
      this.entitlements.of(scope.workspace.id),
      this.jobs.minutesThisMonth(scope.em, schema),
      this.ai.availability(scope),
    ]);
    const provider = row?.provider ?? 'ENDPOINT';
    let unavailableMessage: string | null = null;
    if (!this.endpoint) unavailableMessage = TRANSCRIPTION_NOT_CONFIGURED_MESSAGE;
    else if (!ai.generativeAiEnabled)
      unavailableMessage = 'Generative AI is turned off for this workspace, transcription included.';
    else if (provider === 'IMPORT_ONLY')
      unavailableMessage = 'This workspace imports its transcripts (Settings › Transcription).';
    else if (plan.entitlements.enforceHipaaTranscription && !this.endpoint.hipaaEligible)
      unavailableMessage = HIPAA_TRANSCRIPTION_MESSAGE;
    return {
      endpointConfigured: this.endpoint !== null,
      model: this.endpoint?.model ?? null,
      unavailableMessage,
      defaultLanguage: row?.default_language ?? DEFAULT_TRANSCRIPTION_LANGUAGE,
      provider,
      settingsAllowed: plan.entitlements.allowTranscriptionSettings,
      chooseProviderAllowed: plan.entitlements.allowChooseTranscriptionProvider,
      hipaaEnforced: plan.entitlements.enforceHipaaTranscription,
      minutesUsedThisMonth: used,
      maxMonthlyMinutes: plan.entitlements.maxMonthlyTranscriptionMinutes,
    };
  }

  /** A manager sets the default language and, when the plan lets them choose, the provider. */
  async updateSettings(
    scope: WorkspaceScope,
    input: { defaultLanguage: string; provider?: TranscriptionProviderValue | null },
  ): Promise<void> {
    if (!isLanguage(input.defaultLanguage)) throw transcriptionErrors.badLanguage();
    await this.plans.requireFeature(scope.workspace.id, 'allowTranscriptionSettings');
    const schema = scope.workspace.schemaName;
    const current = await this.jobs.settings(scope.em, schema);
    const oldProvider = current?.provider ?? 'ENDPOINT';
    const newProvider = input.provider ?? oldProvider;
    if (newProvider !== oldProvider)
      await this.plans.requireFeature(scope.workspace.id, 'allowChooseTranscriptionProvider');
    await scope.em.transactional(async (em) => {
      await this.jobs.saveSettings(em, schema, {
        defaultLanguage: input.defaultLanguage,
        provider: newProvider,
        by: scope.accountId,
      });
      await recordEvent(em, TRANSCRIPTION_EVENTS.settingsUpdated, scope.workspace.id, {
        defaultLanguage: input.defaultLanguage,
        oldProvider,
        newProvider,
        updatedBy: scope.accountId,
      });
    });
  }

  /** A project's language and whether it is its own (else the workspace's default). */
  async projectSettings(
    scope: WorkspaceScope,
    rawProjectId: string,
  ): Promise<{ projectId: string; language: string; inherited: boolean }> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const schema = scope.workspace.schemaName;
    const own = await this.jobs.projectLanguage(scope.em, schema, project.id);
    if (own) return { projectId: project.id, language: own, inherited: false };
    const workspace = await this.jobs.settings(scope.em, schema);
    return {
      projectId: project.id,
      language: workspace?.default_language ?? DEFAULT_TRANSCRIPTION_LANGUAGE,
      inherited: true,
    };
  }

  /** Sets (or with null clears) a project's language; needs write access to the project. */
  async updateProjectSettings(
    scope: WorkspaceScope,
    input: { projectId: string; language: string | null },
  ): Promise<void> {
    if (input.language !== null && !isLanguage(input.language)) throw transcriptionErrors.badLanguage();
    // The project first: one the member cannot see is NOT_FOUND whatever the plan.
    await findLiveProject(scope.em, input.projectId);
    await this.plans.requireFeature(scope.workspace.id, 'allowTranscriptionSettings');
    await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      await this.jobs.saveProjectLanguage(
        em,
        scope.workspace.schemaName,
        project.id,
        input.language,
        scope.accountId,
      );
      await recordEvent(em, TRANSCRIPTION_EVENTS.projectSettingsUpdated, scope.workspace.id, {
        projectId: project.id,
        language: input.language ?? '',
      });
    });
  }

  /**
   * Starts transcribing a recording, in `language` or the project's (else the workspace's) default.
   * Asking again while a job of the file is live answers that job: one job per file at a time.
   */
  async start(
    scope: WorkspaceScope,
    input: { fileId: string; language?: string | null },
  ): Promise<TranscriptionJobRow> {
    if (input.language != null && !isLanguage(input.language)) throw transcriptionErrors.badLanguage();
    const schema = scope.workspace.schemaName;
    // The file first: a file of another workspace or a hidden project is NOT_FOUND before anything else.
    await this.lookup.findLive(scope.em, input.fileId);
    await this.ai.requireGenerativeAi(scope);
    const endpoint = this.endpoint;
    if (!endpoint) throw transcriptionErrors.notConfigured();
    // Spec 001 §6: the HIPAA add-on sends recordings only to a provider covered by a BAA.
    if (
      !endpoint.hipaaEligible &&
      (await this.entitlements.of(scope.workspace.id)).entitlements.enforceHipaaTranscription
    )
      throw transcriptionErrors.hipaaProviderRequired();
    if ((await this.jobs.settings(scope.em, schema))?.provider === 'IMPORT_ONLY')
      throw transcriptionErrors.importOnly();
    return scope.em.transactional(async (em) => {
      const file = await this.lookup.findLive(em, input.fileId);
      if (file.fileType !== 'AUDIO' && file.fileType !== 'VIDEO') throw transcriptionErrors.notMedia();
      if (file.status !== 'DONE') throw transcriptionErrors.notReady();
      if (file.contentDeletedAt) throw transcriptionErrors.contentDeleted();
      if (file.size > endpoint.maxBytes) throw transcriptionErrors.tooLarge(endpoint.maxBytes);
      await this.jobs.lockStarts(em, schema);
      const live = await this.jobs.liveJobOfFile(em, schema, file.id);
      if (live) return live;
      const minutes = minutesOf(file.durationMs);
      await this.plans.admit(
        scope.workspace.id,
        'maxMonthlyTranscriptionMinutes',
        await this.jobs.minutesThisMonth(em, schema),
        minutes,
      );
      const language = input.language ?? (await this.defaultLanguageOfNote(em, schema, file.noteId));
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        fileId: file.id,
        noteId: file.noteId,
        language,
        minutes,
        model: endpoint.model,
        by: scope.accountId,
      });
      await recordEvent(em, TRANSCRIPTION_EVENTS.requested, scope.workspace.id, {
        transcriptionJobId: id,
        fileId: file.id,
        noteId: file.noteId,
        language,
      });
      // As committed: the worker may have moved it on by the time the answer is sent.
      return (await this.jobs.findJob(em, schema, id)) as TranscriptionJobRow;
    });
  }

  /** Cancels a QUEUED or RUNNING job; the worker stops its request and stores nothing. */
  async cancel(scope: WorkspaceScope, rawJobId: string): Promise<TranscriptionJobRow> {
    const schema = scope.workspace.schemaName;
    const job = await this.visibleJob(scope, rawJobId);
    return scope.em.transactional(async (em) => {
      // The file again, in the transaction: a viewer of the project may not cancel.
      await this.lookup.findLive(em, job.file_id);
      const locked = await this.jobs.findJob(em, schema, job.id, true);
      if (!locked) throw AppError.notFound('Transcription');
      if (locked.status !== 'QUEUED' && locked.status !== 'RUNNING')
        throw transcriptionErrors.notCancellable(locked.status);
      await this.jobs.markCancelled(em, schema, job.id, scope.accountId);
      await recordEvent(em, TRANSCRIPTION_EVENTS.cancelled, scope.workspace.id, {
        transcriptionJobId: job.id,
        fileId: job.file_id,
        noteId: job.note_id,
        cancelledBy: scope.accountId,
      });
      return (await this.jobs.findJob(em, schema, job.id)) as TranscriptionJobRow;
    });
  }

  /** A job by id, when its file is one the member can see. */
  async job(scope: WorkspaceScope, rawJobId: string): Promise<TranscriptionJobRow> {
    return this.visibleJob(scope, rawJobId);
  }

  /** The newest job of a file the member can see, or null. */
  async latestOfFile(
    scope: WorkspaceScope,
    rawFileId: string,
  ): Promise<{ fileId: string; job: TranscriptionJobRow | null }> {
    const file = await this.lookup.findLive(scope.em, rawFileId);
    return {
      fileId: file.id,
      job: await this.jobs.latestJobOfFile(scope.em, scope.workspace.schemaName, file.id),
    };
  }

  private async visibleJob(scope: WorkspaceScope, rawJobId: string): Promise<TranscriptionJobRow> {
    const job = await this.jobs.findJob(scope.em, scope.workspace.schemaName, parsePathId(rawJobId));
    if (!job) throw AppError.notFound('Transcription');
    await this.lookup.findLive(scope.em, job.file_id).catch((error: unknown) => {
      throw error instanceof AppError ? AppError.notFound('Transcription') : error;
    });
    return job;
  }

  private async defaultLanguageOfNote(
    em: WorkspaceScope['em'],
    schema: string,
    noteId: string,
  ): Promise<string> {
    const projectId = await this.jobs.projectOfNote(em, schema, noteId);
    const own = projectId ? await this.jobs.projectLanguage(em, schema, projectId) : null;
    return own ?? (await this.jobs.settings(em, schema))?.default_language ?? AUTO_IDENTIFY_LANGUAGE;
  }
}
