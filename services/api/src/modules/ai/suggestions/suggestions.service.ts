import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  AiAutoFeature,
  AiAutoFeatureMode,
  AppError,
  type EmbeddingProvider,
  ErrorCode,
  MAX_SUGGESTED_TAGS,
  MAX_SUGGESTION_SOURCE_CHARS,
  MAX_SUGGESTIONS_PER_NOTE,
  MIN_SUGGESTION_SOURCE_WORDS,
  Role,
  SuggestedHighlightReview,
  parsePathId,
  roleSatisfies,
} from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { EMBEDDINGS } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { HighlightsService } from '../../highlights';
import { findLiveNote } from '../../notes';
import { findLiveProject } from '../../projects';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import type { WorkspaceAiProvider } from '../providers';
import { AiSettingsService } from '../settings/ai-settings.service';
import { BUILT_IN_MODEL } from '../summaries/note-summarizer';
import { wordCount } from '../summaries/note-sentences.util';
import { MODEL_HIGHLIGHTS_VERSION, highlightMessages, verifiedModelHighlights } from './model-highlights';
import { type HighlightCandidate, SALIENT_SENTENCES_VERSION, salientSentences } from './salient-sentences';
import { suggestTags } from './suggest-tags';
import { type JobNote, type SuggestionRow, SuggestionsRepository } from './suggestions.repository';
import { suggestionStrings } from './suggestions.strings';
import { type AutoFeatureSetting, autoFeatureSettings, modeOf } from '../auto-features/auto-feature-modes';

export type { AutoFeatureSetting };

/** The tags (and highlight texts of each) the tag matcher reads at most. */
const MAX_TAG_PROFILES = 200;
const TEXTS_PER_TAG = 20;

/** A note's suggestions as its review panel shows them. */
export interface NoteSuggestions {
  noteId: string;
  highlightsMode: AiAutoFeatureMode;
  tagsMode: AiAutoFeatureMode;
  canReview: boolean;
  suggestions: SuggestionRow[];
}

/** A note as a suggestion run reads it. */
interface RunNote {
  id: string;
  projectId: string;
  title: string;
  content: string;
}

/**
 * Suggested highlights and tags (issue 34; spec 000 §3 highlightReason, suggestedTagIds, review
 * Accepted / Rejected; spec 001 auto-feature keys On / Suggest / Off per workspace and project).
 * The built-in provider picks a note's salient sentences and names tags by similarity to existing
 * tags and their highlights; a configured model is asked instead, and every quote it gives is
 * verified against the note (Ask's verifier) before it is kept. Suggestions are stored apart from
 * members' highlights; accepting one creates a normal highlight by the accepting member, marked
 * AI-generated; rejecting hides it. Every run is recorded in the AI audit trail.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
    private readonly plans: PlanGate,
    private readonly highlights: HighlightsService,
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
  ) {}

  /** The auto features of the workspace, or of a project (its own choices over the workspace's). */
  async autoFeatures(scope: WorkspaceScope, rawProjectId: string | null): Promise<AutoFeatureSetting[]> {
    const projectId = rawProjectId ? (await findLiveProject(scope.em, rawProjectId)).id : null;
    return this.modesOf(scope.em, scope.workspace.schemaName, projectId);
  }

  /**
   * Sets one auto feature: for the workspace (managers; the resolver's gate) or for a project
   * (edit permission in it; null mode: back to the workspace's).
   */
  async setAutoFeature(
    scope: WorkspaceScope,
    input: { projectId?: string | null; feature: AiAutoFeature; mode: AiAutoFeatureMode | null },
  ): Promise<AutoFeatureSetting[]> {
    await this.requireAi(scope);
    let projectId: string | null = null;
    if (input.projectId) {
      projectId = (await findLiveProject(scope.em, input.projectId)).id;
      const role = await scope.projects.roleIn(projectId);
      if (!role || !roleSatisfies(role, Role.CONTRIBUTOR))
        throw AppError.forbidden(suggestionStrings.projectManagersOnly);
    } else {
      if (!roleSatisfies(scope.role, Role.MANAGER))
        throw AppError.forbidden('Only managers set the workspace’s auto features.');
      if (input.mode === null)
        throw AppError.badInput('Choose On, Suggest or Off for the workspace.', { field: 'mode' });
    }
    const schema = scope.workspace.schemaName;
    await scope.em.transactional(async (em) => {
      await this.repository.saveAutoFeature(em, schema, {
        projectId,
        feature: input.feature,
        mode: input.mode,
        by: scope.accountId,
      });
      await recordEvent(em, AI_EVENTS.autoFeaturesUpdated, scope.workspace.id, {
        projectId,
        feature: input.feature,
        mode: input.mode,
        updatedBy: scope.accountId,
      });
    });
    return this.modesOf(scope.em, schema, projectId);
  }

  /** A note's suggestions waiting for review; open to whoever reads the note. */
  async forNote(scope: WorkspaceScope, rawNoteId: string): Promise<NoteSuggestions> {
    await this.requireAi(scope);
    const note = await findLiveNote(scope.em, rawNoteId);
    const schema = scope.workspace.schemaName;
    const modes = await this.modesOf(scope.em, schema, note.projectId);
    return {
      noteId: note.id,
      highlightsMode: modeOf(modes, AiAutoFeature.highlights),
      tagsMode: modeOf(modes, AiAutoFeature.tags),
      canReview: (await this.reviewRefusal(scope, note.projectId)) === null,
      suggestions: await this.repository.pending(scope.em, schema, note.id, MAX_SUGGESTIONS_PER_NOTE),
    };
  }

  /** A member asks for suggestions now (needs edit permission on the note). */
  async suggest(
    scope: WorkspaceScope,
    rawNoteId: string,
  ): Promise<{ created: number; aiActivityId: string }> {
    await this.requireAi(scope);
    const note = await findLiveNote(scope.em, rawNoteId);
    await this.requireReview(scope, note.projectId);
    if (wordCount(note.content) < MIN_SUGGESTION_SOURCE_WORDS)
      throw new AppError(
        ErrorCode.NOT_ENOUGH_DATA,
        suggestionStrings.notEnoughText(MIN_SUGGESTION_SOURCE_WORDS),
      );
    const schema = scope.workspace.schemaName;
    const modes = await this.modesOf(scope.em, schema, note.projectId);
    const run = await this.generate(scope.em, schema, scope.workspace.id, note, scope.accountId, modes, true);
    return { created: run.ids.length, aiActivityId: run.aiActivityId };
  }

  /** Accepts (a highlight by the member, marked AI-generated) or rejects (hidden) one suggestion. */
  async review(
    scope: WorkspaceScope,
    input: { suggestionId: string; review: SuggestedHighlightReview; tagIds?: string[] | null },
  ): Promise<SuggestionRow> {
    await this.requireAi(scope);
    const id = parsePathId(input.suggestionId);
    const schema = scope.workspace.schemaName;
    const found = await this.repository.byId(scope.em, schema, id);
    if (!found) throw AppError.notFound(suggestionStrings.notFound);
    // The note through the notes module: NOT_FOUND when it is gone or hidden from the member.
    const note = await findLiveNote(scope.em, found.note_id);
    await this.requireReview(scope, note.projectId);
    if (found.review) throw AppError.badInput(suggestionStrings.alreadyReviewed);
    const tagIds = input.tagIds ? [...new Set(input.tagIds.map(parsePathId))] : null;
    if (tagIds && tagIds.length > MAX_SUGGESTED_TAGS)
      throw AppError.badInput(suggestionStrings.tooManyTags(MAX_SUGGESTED_TAGS), { field: 'tagIds' });
    if (input.review === SuggestedHighlightReview.Rejected) {
      await scope.em.transactional(async (em) => {
        await this.repository.lock(em, schema, id);
        if (
          !(await this.repository.review(em, schema, {
            id,
            review: 'Rejected',
            by: scope.accountId,
            highlightId: null,
          }))
        )
          throw AppError.badInput(suggestionStrings.alreadyReviewed);
        await recordEvent(em, AI_EVENTS.highlightSuggestionReviewed, scope.workspace.id, {
          suggestionId: id,
          noteId: note.id,
          projectId: note.projectId,
          review: 'Rejected',
          highlightId: null,
          reviewedBy: scope.accountId,
        });
      });
    } else {
      const modes = await this.modesOf(scope.em, schema, note.projectId);
      await this.accept(scope, found, note, tagIds ?? this.defaultTags(found, modes));
    }
    return (await this.repository.byId(scope.em, schema, id)) as SuggestionRow;
  }

  /** Accepts every suggestion of a note that waits for review, each with its suggested tags. */
  async acceptAll(scope: WorkspaceScope, rawNoteId: string): Promise<{ accepted: number; skipped: number }> {
    await this.requireAi(scope);
    const note = await findLiveNote(scope.em, rawNoteId);
    await this.requireReview(scope, note.projectId);
    const schema = scope.workspace.schemaName;
    const modes = await this.modesOf(scope.em, schema, note.projectId);
    let accepted = 0;
    let skipped = 0;
    for (const row of await this.repository.pending(scope.em, schema, note.id, MAX_SUGGESTIONS_PER_NOTE)) {
      try {
        await this.accept(scope, row, note, this.defaultTags(row, modes));
        accepted += 1;
      } catch (error) {
        // A suggestion whose words were edited away, or reviewed meanwhile, stays for the member to see.
        if (!(error instanceof AppError)) throw error;
        skipped += 1;
      }
    }
    return { accepted, skipped };
  }

  /**
   * The auto-feature job (the note's text saved or imported): Off does nothing, Suggest stores
   * suggestions for review, On also accepts them at once on behalf of the note's author. Runs once
   * per text of the note (its hash is kept), so a repeated delivery adds nothing.
   */
  async runForNote(
    scope: WorkspaceScope,
    note: JobNote,
    modes: AutoFeatureSetting[],
  ): Promise<'done' | 'skipped'> {
    const schema = scope.workspace.schemaName;
    const highlightsMode = modeOf(modes, AiAutoFeature.highlights);
    if (highlightsMode === AiAutoFeatureMode.Off) return 'skipped';
    if (wordCount(note.content) < MIN_SUGGESTION_SOURCE_WORDS) return 'skipped';
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled || availability.readOnly) return 'skipped';
    const hash = createHash('sha256').update(note.content).digest('hex');
    if ((await this.repository.lastRunHash(scope.em, schema, note.id)) === hash) return 'skipped';
    const runNote = { id: note.id, projectId: note.project_id, title: note.title, content: note.content };
    let run: Awaited<ReturnType<SuggestionsService['generate']>>;
    try {
      run = await this.generate(scope.em, schema, scope.workspace.id, runNote, note.created_by, modes, false);
    } catch (error) {
      // A plan without magic highlights: nothing to retry. Anything else is delivered again.
      if (error instanceof AppError) return 'skipped';
      throw error;
    }
    // Kept only once the run is stored: a run that failed half-way is run again on the next delivery
    // (its stored suggestions are not suggested twice).
    await this.repository.saveRunHash(scope.em, schema, note.id, hash);
    if (highlightsMode === AiAutoFeatureMode.On)
      for (const row of run.rows)
        try {
          await this.accept(scope, row, runNote, this.defaultTags(row, modes));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
    return 'done';
  }

  /** Suggests, verifies, matches tags, records the run and stores the new suggestions in one transaction. */
  private async generate(
    em: EntityManager,
    schema: string,
    workspaceId: string,
    note: RunNote,
    requestedBy: string,
    modes: AutoFeatureSetting[],
    failLoudly: boolean,
  ): Promise<{ ids: string[]; rows: SuggestionRow[]; aiActivityId: string }> {
    await this.plans.requireFeature(workspaceId, 'allowMagicHighlights');
    const startedAt = new Date();
    const content = note.content.slice(0, MAX_SUGGESTION_SOURCE_CHARS);
    const taken = await this.repository.taken(em, schema, note.id);
    const model = this.model?.forWorkspace(workspaceId) ?? null;
    let candidates: HighlightCandidate[];
    let provider: { kind: 'BUILT_IN' | 'LOCAL_MODEL' | 'OPENAI_COMPATIBLE'; model: string; version: string };
    let errorMessage: string | null = null;
    if (model) {
      provider = { kind: model.kind, model: model.model, version: MODEL_HIGHLIGHTS_VERSION };
      try {
        const reply = await model.complete({
          messages: highlightMessages(note.title, content),
          maxTokens: 800,
          temperature: 0,
        });
        // The model of the workspace's AI region answered (providers/region-routed-provider.ts).
        provider = { ...provider, kind: model.kind, model: model.model };
        candidates = verifiedModelHighlights(reply, content, taken).kept;
      } catch (error) {
        errorMessage = error instanceof Error ? error.message : String(error);
        candidates = [];
      }
    } else {
      provider = { kind: 'BUILT_IN', model: BUILT_IN_MODEL, version: SALIENT_SENTENCES_VERSION };
      candidates = salientSentences(content, taken);
    }
    const tagsOn = modeOf(modes, AiAutoFeature.tags) !== AiAutoFeatureMode.Off;
    const profiles =
      tagsOn && candidates.length > 0
        ? await this.repository.tagProfiles(em, schema, note.projectId, MAX_TAG_PROFILES, TEXTS_PER_TAG)
        : [];
    const tagIds = await suggestTags(
      candidates.map((c) => c.text),
      profiles,
      (texts) => this.embed(texts),
    );
    const finishedAt = new Date();
    const result = await em.transactional(async (tx) => {
      const aiActivityId = await this.recorder.record(tx, schema, {
        task: AiTask.SUGGESTED_HIGHLIGHTS,
        provider: provider.kind,
        model: provider.model,
        modelRegion: provider.kind === 'BUILT_IN' ? null : (model?.region ?? null),
        promptVersion: provider.version,
        inputKind: AiInputKind.NOTE,
        inputIds: [note.id, ...profiles.map((p) => p.id)],
        projectId: note.projectId,
        requestedBy,
        startedAt,
        finishedAt,
        outputChars: candidates.reduce((sum, c) => sum + c.text.length, 0),
        errorMessage,
      });
      const ids = await this.repository.insert(
        tx,
        schema,
        candidates.map((c, i) => ({
          id: randomUUID(),
          noteId: note.id,
          text: c.text,
          startOffset: c.startOffset,
          endOffset: c.endOffset,
          highlightReason: c.highlightReason,
          suggestedTagIds: tagIds[i] ?? [],
          provider: provider.kind,
          model: provider.model,
          aiActivityId,
        })),
      );
      if (ids.length > 0)
        await recordEvent(tx, AI_EVENTS.highlightsSuggested, workspaceId, {
          noteId: note.id,
          projectId: note.projectId,
          suggestionIds: ids,
          aiActivityId,
        });
      const rows: SuggestionRow[] = [];
      for (const id of ids) rows.push((await this.repository.byId(tx, schema, id)) as SuggestionRow);
      return { ids, rows, aiActivityId };
    });
    if (errorMessage && failLoudly) throw aiErrors.modelFailed();
    return result;
  }

  /** A suggestion made a highlight of the member, in one transaction with its review. */
  private async accept(
    scope: WorkspaceScope,
    row: SuggestionRow,
    note: { id: string; projectId: string; content: string },
    tagIds: string[],
  ): Promise<void> {
    const schema = scope.workspace.schemaName;
    // The note may have changed since: the same words are looked for where they were, then anywhere.
    let start = row.start_offset;
    if (note.content.slice(start, row.end_offset) !== row.text) {
      start = note.content.indexOf(row.text);
      if (start < 0) throw AppError.badInput(suggestionStrings.textGone);
    }
    const allowedTags = await this.repository.existingTags(scope.em, schema, note.projectId, tagIds);
    await this.highlights.create(
      scope,
      {
        noteId: note.id,
        startOffset: start,
        endOffset: start + row.text.length,
        text: row.text,
        tagIds: allowedTags,
      },
      {
        highlightReason: row.highlight_reason,
        suggestedTagIds: row.suggested_tag_ids,
        within: async (em, highlight) => {
          await this.repository.lock(em, schema, row.id);
          if (
            !(await this.repository.review(em, schema, {
              id: row.id,
              review: 'Accepted',
              by: scope.accountId,
              highlightId: highlight.id,
            }))
          )
            throw AppError.badInput(suggestionStrings.alreadyReviewed);
          await recordEvent(em, AI_EVENTS.highlightSuggestionReviewed, scope.workspace.id, {
            suggestionId: row.id,
            noteId: note.id,
            projectId: note.projectId,
            review: 'Accepted',
            highlightId: highlight.id,
            reviewedBy: scope.accountId,
          });
        },
      },
    );
  }

  /** The suggested tags, unless the tags auto feature is Off. */
  private defaultTags(row: SuggestionRow, modes: AutoFeatureSetting[]): string[] {
    return modeOf(modes, AiAutoFeature.tags) === AiAutoFeatureMode.Off ? [] : row.suggested_tag_ids;
  }

  private async embed(texts: string[]): Promise<(readonly number[] | null)[]> {
    try {
      return await this.embeddings.embed(texts);
    } catch {
      // Without embeddings, tags are matched by their keywords alone.
      return texts.map(() => null);
    }
  }

  /** Each auto feature's mode for a project (or the workspace's, with a null project). */
  async modesOf(em: EntityManager, schema: string, projectId: string | null): Promise<AutoFeatureSetting[]> {
    return autoFeatureSettings(await this.repository.autoFeatures(em, schema, projectId), projectId);
  }

  private async requireAi(scope: WorkspaceScope): Promise<void> {
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled) throw aiErrors.generativeAiOff();
  }

  /** Reviewing needs a contributor with edit permission on the note's project, outside read-only mode. */
  private async reviewRefusal(scope: WorkspaceScope, projectId: string): Promise<string | null> {
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR)) return suggestionStrings.noEditPermission;
    const role = await scope.projects.roleIn(projectId);
    if (!role || !roleSatisfies(role, Role.CONTRIBUTOR)) return suggestionStrings.noEditPermission;
    if ((await this.settings.availability(scope)).readOnly) return suggestionStrings.readOnly;
    return null;
  }

  private async requireReview(scope: WorkspaceScope, projectId: string): Promise<void> {
    const refusal = await this.reviewRefusal(scope, projectId);
    if (refusal) throw AppError.forbidden(refusal);
  }
}
