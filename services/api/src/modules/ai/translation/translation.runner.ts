import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  type Bus,
  type Logger,
  MAX_LENGTH,
  Role,
  TRANSLATION_EVENTS,
} from '@fieldnote/core';
import { EntitlementsService, WorkspaceDirectory, recordAuditEntry } from '@fieldnote/control-plane';
import { BUS, LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../common/record-event';
import { AuditActors } from '../../../context/audit-actors.service';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { documentText, loadStoredDocument, storedDocumentJson } from '../../collaboration';
import { NotesService } from '../../notes';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import { AiJobRunner, type ClaimedJob, type JobActor } from '../ai-jobs/ai-job-runner';
import {
  AiActivityRecorder,
  AiActivityStatus,
  AiInputKind,
  AiTask,
} from '../audit/ai-activity-recorder.service';
import type { AiGenerativeProvider } from '../providers/ai-provider';
import type { WorkspaceAiProvider } from '../providers/workspace-limited-provider';
import { AiSettingsService } from '../settings/ai-settings.service';
import { cancelledByMember } from '../ai-jobs/job-cancelled';
import { type DocumentNode, translateDocument } from './translate-document';
import { type TranslationJobRow, TranslationJobsRepository } from './translation.repository';
import { languageName } from './translation.service';
import { translationStrings } from './translation.strings';

/** One delivery of each translation job event for all the processes of the fleet together. */
export const TRANSLATION_JOBS_RUNNER_DURABLE = 'ai-translation-jobs-runner';
/** Deliveries of one job (a restart mid-run is one) before it is marked FAILED. */
const MAX_TRANSLATION_JOB_ATTEMPTS = 3;
/** The prompt template's version, kept in the AI audit trail. */
export const TRANSLATION_PROMPT_VERSION = 'translation-v1';

/** The messages asking a model for one block's translation; kept apart so tests can read it. */
export function translationPrompt(text: string, source: string, target: string) {
  return [
    {
      role: 'system' as const,
      content:
        `You translate customer research notes from ${languageName(source)} to ${languageName(target)}. ` +
        'Translate the text the user sends, keeping its meaning, names and numbers, and its line breaks. ' +
        'Answer with the translation only: no quotes, notes or explanations.',
    },
    { role: 'user' as const, content: text },
  ];
}

/**
 * The translation job (spec 001), run in the worker off the bus as every AI job is (AiJobRunner):
 * `noteTranslation.requested` is delivered durably to one process, which reads the note's document
 * as it is now and translates it block by block (headings, list items and paragraphs, each one
 * request) through the workspace's model with the job's progress in its row, then creates the
 * translated note in the note's project, titled "<title> (<Language>)", with the job's Success, the
 * AI audit trail's row, the audit log's entry and the event in one transaction, only if the job is
 * still RUNNING then. A member's cancel stops it at once (the model's request is aborted) and
 * creates nothing. A model that fails ends it as Failure with Error.
 */
@Injectable()
export class TranslationJobsRunner
  extends AiJobRunner<TranslationJobRow, TranslationJobsRepository>
  implements OnApplicationBootstrap
{
  constructor(
    jobs: TranslationJobsRepository,
    private readonly notes: NotesService,
    private readonly directory: WorkspaceDirectory,
    private readonly settings: AiSettingsService,
    private readonly entitlements: EntitlementsService,
    private readonly recorder: AiActivityRecorder,
    private readonly actors: AuditActors,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
    @Inject(BUS) bus: Bus,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(jobs, directory, bus, logger, { noun: 'translation', maxAttempts: MAX_TRANSLATION_JOB_ATTEMPTS });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen(
      TRANSLATION_JOBS_RUNNER_DURABLE,
      TRANSLATION_EVENTS.noteTranslationRequested.subject,
      (event) => event.payload.translationJobId,
    );
  }

  /** The job acts as the member who asked: the translated note is theirs. */
  protected actor(): JobActor {
    return { role: Role.CONTRIBUTOR, projectMinimum: Role.VIEWER };
  }

  protected failKeptFailing({ em, workspace, job }: ClaimedJob<TranslationJobRow>): Promise<void> {
    return this.fail(em, workspace.id, job, translationStrings.modelFailed);
  }

  protected failOnError(scope: WorkspaceScope, job: TranslationJobRow, err: unknown): Promise<void> {
    return this.fail(scope.em, scope.workspace.id, job, translationStrings.modelFailed, 'Error', err);
  }

  /** Only a model's refusal or failure ends the job at once; anything else is tried again. */
  protected override failsAgain(err: unknown): boolean {
    return err instanceof ModelFailed;
  }

  protected async work(scope: WorkspaceScope, job: TranslationJobRow): Promise<void> {
    const refusal = await this.refusal(scope);
    if (refusal) {
      await this.fail(scope.em, scope.workspace.id, job, refusal);
      return;
    }
    const model = this.model?.forWorkspace(scope.workspace.id) ?? null;
    if (!model) {
      await this.fail(
        scope.em,
        scope.workspace.id,
        job,
        translationStrings.builtInCannotTranslate,
        'UnsupportedLanguagePair',
      );
      return;
    }
    await this.translate(scope, job, model);
  }

  /** Why the job may no longer run (AI off, the plan changed or ended, the note gone), or null. */
  private async refusal(scope: WorkspaceScope): Promise<string | null> {
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled) return translationStrings.aiTurnedOff;
    const plan = await this.entitlements.of(scope.workspace.id);
    if (plan.readOnly || !plan.entitlements.allowTranslation) return translationStrings.planEnded;
    return null;
  }

  private async translate(scope: WorkspaceScope, job: TranslationJobRow, model: AiGenerativeProvider) {
    const schema = scope.workspace.schemaName;
    const em = scope.em;
    const note = await this.jobs.noteForJob(em, schema, job.note_id);
    if (!note) {
      await this.fail(em, scope.workspace.id, job, translationStrings.noteGone);
      return;
    }
    const json = storedDocumentJson({
      content: note.content,
      contentJson: typeof note.content_json === 'string' ? JSON.parse(note.content_json) : note.content_json,
      ydoc: note.ydoc,
    }) as unknown as DocumentNode;
    const watch = this.watch(scope, job);
    const signal = watch.signal;
    // Read when the run ends: the workspace's view names the model (and region) that answered.
    const startedAt = new Date();
    const audit = () => translationAudit(job, model, startedAt, note);
    let translated: DocumentNode;
    try {
      translated = await translateDocument(
        json,
        async (text) => {
          try {
            return await model.complete({
              messages: translationPrompt(text, job.source_language, job.target_language),
              maxTokens: Math.min(4000, 64 + text.length * 2),
              temperature: 0.1,
              signal,
            });
          } catch (error) {
            if (signal.aborted) throw error;
            throw new ModelFailed(error);
          }
        },
        (done, total) => watch.progress((done / total) * 95),
      );
    } catch (error) {
      if (cancelledByMember(signal)) {
        await this.recorder.record(em.fork(), schema, {
          ...audit(),
          finishedAt: new Date(),
          outputChars: 0,
          errorMessage: (signal.reason as Error).message,
          status: AiActivityStatus.CANCELLED,
        });
        return;
      }
      throw error;
    } finally {
      watch.stop();
    }
    const title = `${note.title} (${languageName(job.target_language)})`.slice(0, MAX_LENGTH.noteTitle);
    const content = plainTextOf(translated);
    const actor = await this.actors.of({ accountId: job.requested_by }).catch(() => null);
    await em.transactional(async (tx) => {
      if (!(await watch.stillRunning(tx))) return;
      const created = await this.notes.create(
        { ...scope, em: tx },
        {
          projectId: note.project_id,
          title,
          content,
          contentJson: translated as unknown as Record<string, unknown>,
        },
      );
      const aiActivityId = await this.recorder.record(tx, schema, {
        ...audit(),
        finishedAt: new Date(),
        outputChars: content.length,
      });
      await this.jobs.markCompleted(tx, schema, job.id, created.id, aiActivityId);
      await recordAuditEntry(tx, schema, {
        actor,
        action: AuditAction.NOTE_TRANSLATED,
        objectType: AuditObjectType.NOTE,
        objectId: created.id,
        objectLabel: title,
        oldValue: null,
        newValue: {
          noteId: note.id,
          sourceNoteId: note.id,
          targetNoteId: created.id,
          sourceLanguage: job.source_language,
          language: job.target_language,
        },
      });
      await recordEvent(tx, TRANSLATION_EVENTS.noteTranslated, scope.workspace.id, {
        translationJobId: job.id,
        noteId: note.id,
        translatedNoteId: created.id,
        projectId: note.project_id,
        sourceLanguage: job.source_language,
        targetLanguage: job.target_language,
        aiActivityId,
      });
    });
  }

  /** Ends a live job as Failure (Error unless told), with the AI audit trail's row of a failed model. */
  private async fail(
    em: EntityManager,
    workspaceId: string,
    job: TranslationJobRow,
    message: string,
    code: 'Error' | 'UnsupportedLanguagePair' = 'Error',
    cause?: unknown,
  ): Promise<void> {
    const schema = (await this.directory.byId(workspaceId))?.schemaName;
    if (!schema) return;
    const model = this.model;
    await em.fork().transactional(async (tx) => {
      const aiActivityId =
        cause !== undefined && model
          ? await this.recorder.record(tx, schema, {
              ...translationAudit(job, model, new Date(job.started_at ?? job.created_at), {
                id: job.note_id,
                project_id: job.project_id,
              }),
              finishedAt: new Date(),
              outputChars: 0,
              errorMessage: cause instanceof Error ? cause.message : String(cause),
              status: AiActivityStatus.FAILED,
            })
          : null;
      if (!(await this.jobs.markFailed(tx, schema, job.id, code, message, aiActivityId))) return;
      await recordEvent(tx, TRANSLATION_EVENTS.noteTranslationFailed, workspaceId, {
        translationJobId: job.id,
        noteId: job.note_id,
        projectId: job.project_id,
        error: code,
      });
    });
  }
}

/** What the AI audit trail keeps of every translation run, whichever way it ends. */
function translationAudit(
  job: TranslationJobRow,
  model: Pick<AiGenerativeProvider, 'kind' | 'model' | 'region'>,
  startedAt: Date,
  note: { id: string; project_id: string },
) {
  return {
    task: AiTask.TRANSLATION,
    provider: model.kind,
    model: model.model,
    modelRegion: model.region ?? null,
    promptVersion: TRANSLATION_PROMPT_VERSION,
    inputKind: AiInputKind.NOTE,
    inputIds: [note.id],
    projectId: note.project_id,
    language: job.target_language,
    requestedBy: job.requested_by,
    startedAt,
  };
}

/** A model's refusal or failure to answer (not a stop): retrying the same block gives nothing new. */
class ModelFailed extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ModelFailed';
  }
}

/** The note's plain text as the collaborative document reads it (what highlights count offsets in). */
function plainTextOf(json: DocumentNode): string {
  const doc = loadStoredDocument({
    content: '',
    contentJson: json as unknown as Record<string, unknown>,
    ydoc: null,
  });
  try {
    return documentText(doc).text;
  } finally {
    doc.destroy();
  }
}
