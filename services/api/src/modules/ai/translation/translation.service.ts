import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, Role, TRANSLATION_EVENTS, parsePathId, roleSatisfies } from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveNote } from '../../notes';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import type { AiGenerativeProvider } from '../providers/ai-provider';
import { AiSettingsService } from '../settings/ai-settings.service';
import { LANGUAGE_NAMES, MAX_MODEL_SOURCE_CHARS } from '../summaries/model-summary';
import type { TranslateNoteInput } from './dto/translation.inputs';
import { type TranslationJobRow, TranslationJobsRepository } from './translation.repository';
import { translationStrings } from './translation.strings';

/** The most of a note's text translated at once: what a model is sent of a note (small local models). */
export const MAX_TRANSLATION_SOURCE_CHARS = MAX_MODEL_SOURCE_CHARS;

/** A language code as people read it ("German"). */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/**
 * Note translation as jobs (spec 001: entitlement allowTranslation; "Translation ends as Success or
 * Failure (error UnsupportedLanguagePair or Error)"): a member with edit permission on the note's
 * project asks for it in another summary language; the worker's TranslationJobsRunner translates the
 * document block by block through the workspace's model and creates the translated note beside it. A
 * pair nothing can translate (the same language twice; any language with the built-in provider,
 * which only quotes) ends at once as Failure with UnsupportedLanguagePair. Asking again while a
 * translation of the note runs answers that one.
 */
@Injectable()
export class TranslationJobsService {
  constructor(
    private readonly jobs: TranslationJobsRepository,
    private readonly settings: AiSettingsService,
    private readonly plans: PlanGate,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: AiGenerativeProvider | null,
  ) {}

  async start(scope: WorkspaceScope, input: TranslateNoteInput): Promise<TranslationJobRow> {
    await this.settings.requireGenerativeAi(scope);
    await this.plans.requireFeature(scope.workspace.id, 'allowTranslation');
    if (scope.role === Role.VIEWER) throw AppError.forbidden(translationStrings.viewer);
    const note = await findLiveNote(scope.em, input.noteId);
    const role = await scope.projects.roleIn(note.projectId);
    if (!role || !roleSatisfies(role, Role.CONTRIBUTOR))
      throw AppError.forbidden(translationStrings.noEditPermission);
    if (!note.content.trim()) throw AppError.badInput(translationStrings.empty, { field: 'noteId' });
    if (note.content.length > MAX_TRANSLATION_SOURCE_CHARS)
      throw AppError.badInput(translationStrings.tooLong(MAX_TRANSLATION_SOURCE_CHARS), {
        field: 'noteId',
        maximum: MAX_TRANSLATION_SOURCE_CHARS,
      });
    const source =
      input.sourceLanguage ?? (await this.settings.projectDefaults(scope, note.projectId)).language;
    const target = input.targetLanguage;
    const unsupported =
      source === target
        ? translationStrings.sameLanguage(languageName(target))
        : this.model
          ? null
          : translationStrings.builtInCannotTranslate;
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      await this.jobs.lockNote(em, note.id);
      const live = await this.jobs.liveJobOfNote(em, schema, note.id);
      if (live) return live;
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        noteId: note.id,
        projectId: note.projectId,
        sourceLanguage: source,
        targetLanguage: target,
        by: scope.accountId,
        unsupported,
      });
      if (unsupported === null)
        await recordEvent(em, TRANSLATION_EVENTS.noteTranslationRequested, scope.workspace.id, {
          translationJobId: id,
          noteId: note.id,
          projectId: note.projectId,
          sourceLanguage: source,
          targetLanguage: target,
        });
      else
        await recordEvent(em, TRANSLATION_EVENTS.noteTranslationFailed, scope.workspace.id, {
          translationJobId: id,
          noteId: note.id,
          projectId: note.projectId,
          error: 'UnsupportedLanguagePair',
        });
      return (await this.jobs.findJob(em, schema, id)) as TranslationJobRow;
    });
  }

  /** A job by id, when its note is one the member can read. */
  async job(scope: WorkspaceScope, rawJobId: string): Promise<TranslationJobRow> {
    const job = await this.jobs.findJob(scope.em, scope.workspace.schemaName, parsePathId(rawJobId));
    if (!job) throw AppError.notFound('Translation job');
    await findLiveNote(scope.em, job.note_id).catch((error: unknown) => {
      throw error instanceof AppError ? AppError.notFound('Translation job') : error;
    });
    return job;
  }

  /** The note's queued or running translation, if any, when the member can read the note. */
  async liveOfNote(scope: WorkspaceScope, noteId: string): Promise<TranslationJobRow | null> {
    const note = await findLiveNote(scope.em, noteId);
    return this.jobs.liveJobOfNote(scope.em, scope.workspace.schemaName, note.id);
  }

  /** Stops a queued or running translation: no note is created. The member who asked, or a contributor. */
  async cancel(scope: WorkspaceScope, rawJobId: string): Promise<TranslationJobRow> {
    const job = await this.job(scope, rawJobId);
    if (job.requested_by !== scope.accountId && !roleSatisfies(scope.role, Role.CONTRIBUTOR))
      throw AppError.forbidden(translationStrings.cancelForbidden);
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const locked = await this.jobs.findJob(em, schema, job.id, true);
      if (!locked) throw AppError.notFound('Translation job');
      if (locked.status !== 'QUEUED' && locked.status !== 'RUNNING')
        throw AppError.badInput(translationStrings.alreadyEnded(locked.status), { field: 'id' });
      await this.jobs.markCancelled(em, schema, job.id, scope.accountId);
      await recordEvent(em, TRANSLATION_EVENTS.noteTranslationCancelled, scope.workspace.id, {
        translationJobId: job.id,
        noteId: job.note_id,
        projectId: job.project_id,
        cancelledBy: scope.accountId,
      });
      return (await this.jobs.findJob(em, schema, job.id)) as TranslationJobRow;
    });
  }
}
