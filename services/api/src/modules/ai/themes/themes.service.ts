import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  AppError,
  type EmbeddingProvider,
  EmbeddingsUnavailableError,
  ErrorCode,
  parsePathId,
} from '@fieldnote/core';
import { EntitlementsService } from '@fieldnote/control-plane';
import { EMBEDDINGS } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveProject } from '../../projects';
import { type CountedTag, TagsService } from '../../tags';
import { aiErrors } from '../ai.errors';
import {
  AiActivityRecorder,
  AiActivityStatus,
  AiInputKind,
  AiTask,
} from '../audit/ai-activity-recorder.service';
import { cancelledByMember } from '../ai-jobs/job-cancelled';
import { AiSettingsService } from '../settings/ai-settings.service';
import { type ClusterInput, clusterTexts } from './cluster-texts';
import {
  MAX_THEME_INPUTS,
  MIN_THEME_INPUTS,
  THEME_AMOUNT_COUNTS,
  THEME_STRICTNESS_VALUES,
  type ThemeAmount,
  type ThemeStrictness,
} from './clustering-rules';
import { type ThemeNaming, ThemeNamer } from './theme-namer.service';
import { type ThemeHighlightRow, ThemesRepository } from './themes.repository';
import { themeStrings } from './themes.strings';

/** Texts sent to the embedding model at once. */
const EMBED_BATCH = 256;

/** A theme run's themes with their highlights, as the API returns them. */
export interface ThemeRun {
  themes: {
    name: string;
    description: string;
    namedBy: 'MODEL' | 'KEYWORDS';
    keywords: string[];
    highlights: { id: string; noteId: string; noteTitle: string; projectId: string; text: string }[];
  }[];
  considered: number;
  unclustered: number;
  amount: ThemeAmount;
  strictness: ThemeStrictness;
  /** The model that named the themes, and the region it serves (null or absent: the server's own). */
  provider: { kind: string; model: string; region?: string | null };
  embeddingModel: string;
  rejectedNames: number;
  modelFailed: boolean;
  aiActivityId: string;
}

/** What a run groups: one project's or one tag's highlights, how many themes, how strictly. */
export interface ThemeRunInput {
  projectId?: string | null;
  tagId?: string | null;
  amount: ThemeAmount;
  strictness: ThemeStrictness;
}

/** A run's highlights, read and checked. */
export interface PreparedThemeRun {
  rows: ThemeHighlightRow[];
  projectId: string | null;
  seedKey: string;
}

/** What a theme job adds to a run: progress, a cancel, a last say before recording. */
export interface ThemeRunHooks {
  progress?: (percent: number) => void;
  signal?: AbortSignal;
  stillWanted?: (em: EntityManager) => Promise<boolean>;
  stored?: (em: EntityManager, run: ThemeRun) => Promise<void>;
}

/**
 * Themes (issue 34): a project's or a tag's highlights, placed by the workspace's embedding model,
 * grouped by the spec's clustering rules (spec 000 §9) and named, by keywords or by the configured
 * model. Only highlights the member can read are grouped (a project hidden from them is NOT_FOUND;
 * a workspace tag leaves their hidden projects out). Each run is recorded in the AI audit trail
 * with every highlight it read. A theme is accepted as a tag in one step (`accept`).
 */
@Injectable()
export class ThemesService {
  constructor(
    private readonly repository: ThemesRepository,
    private readonly namer: ThemeNamer,
    private readonly settings: AiSettingsService,
    private readonly entitlements: EntitlementsService,
    private readonly recorder: AiActivityRecorder,
    private readonly tags: TagsService,
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
  ) {}

  /** Refuses when generative AI is off (setting or plan) or the plan turns clustering off (spec 001). */
  async requireThemesAllowed(scope: WorkspaceScope): Promise<void> {
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled) throw aiErrors.generativeAiOff();
    const plan = await this.entitlements.of(scope.workspace.id);
    if (plan.entitlements.disableClustering) throw AppError.forbidden(themeStrings.clusteringOff);
  }

  async run(scope: WorkspaceScope, input: ThemeRunInput): Promise<ThemeRun> {
    return (await this.compute(scope, await this.prepare(scope, input), input)) as ThemeRun;
  }

  /**
   * What a run groups, checked: one of project or tag, clustering allowed, the project or tag one
   * the member can read, and at least 4 highlights (NOT_ENOUGH_DATA). A theme job checks it when it
   * is asked for, and reads it again when it runs.
   */
  async prepare(scope: WorkspaceScope, input: ThemeRunInput): Promise<PreparedThemeRun> {
    if (Boolean(input.projectId) === Boolean(input.tagId))
      throw AppError.badInput(themeStrings.oneScope, { field: 'projectId' });
    await this.requireThemesAllowed(scope);
    const schema = scope.workspace.schemaName;
    let rows: ThemeHighlightRow[];
    let projectId: string | null = null;
    let seedKey: string;
    if (input.projectId) {
      projectId = (await findLiveProject(scope.em, input.projectId)).id;
      seedKey = projectId;
      rows = await this.repository.projectHighlights(scope.em, schema, projectId, MAX_THEME_INPUTS);
    } else {
      // The tag through the tags module: NOT_FOUND when it is not there or hidden from the member.
      const { tag } = await this.tags.get(scope, input.tagId as string);
      if (tag.projectId) projectId = (await findLiveProject(scope.em, tag.projectId)).id;
      seedKey = tag.id;
      rows = await this.repository.tagHighlights(
        scope.em,
        schema,
        tag.id,
        await scope.projects.hiddenProjectIds(),
        MAX_THEME_INPUTS,
      );
    }
    if (rows.length < MIN_THEME_INPUTS) throw notEnoughHighlights(rows.length);
    return { rows, projectId, seedKey };
  }

  /**
   * Embeds, clusters and names the prepared highlights and records the run in the AI audit trail.
   * A theme job passes `hooks`: `progress` hears how far it is (embedding batches, clustering,
   * naming), `signal` stops it between steps (a member's cancel is recorded as CANCELLED), and
   * `stillWanted`/`stored` run in the recording transaction (null: no longer wanted, nothing recorded).
   */
  async compute(
    scope: WorkspaceScope,
    { rows, projectId, seedKey }: PreparedThemeRun,
    input: { amount: ThemeAmount; strictness: ThemeStrictness },
    hooks: ThemeRunHooks = {},
  ): Promise<ThemeRun | null> {
    const schema = scope.workspace.schemaName;
    const startedAt = new Date();
    const audit = {
      task: AiTask.THEMES,
      inputKind: AiInputKind.HIGHLIGHT,
      inputIds: rows.map((row) => row.id),
      projectId,
      requestedBy: scope.accountId,
      startedAt,
    };
    const step = (percent: number) => {
      hooks.signal?.throwIfAborted();
      hooks.progress?.(percent);
    };
    let clusters: ReturnType<typeof clusterTexts>;
    let naming: ThemeNaming;
    let inputs: ClusterInput[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    try {
      step(5);
      const vectors = await this.embed(
        rows.map((row) => row.text),
        (done) => step(5 + Math.round((65 * done) / rows.length)),
      );
      inputs = rows.flatMap((row, index) => {
        const vector = vectors[index];
        return vector ? [{ id: row.id, text: row.text, vector }] : [];
      });
      if (inputs.length < MIN_THEME_INPUTS) throw notEnoughHighlights(inputs.length);
      step(72);
      clusters = clusterTexts(inputs, {
        amount: THEME_AMOUNT_COUNTS[input.amount],
        strictness: THEME_STRICTNESS_VALUES[input.strictness],
        seed: createHash('sha256').update(seedKey).digest().readUInt32BE(0),
      });
      step(80);
      naming = await this.namer.name(
        scope.workspace.id,
        clusters,
        (id) => byId.get(id)?.text ?? '',
        'highlights',
        true,
        hooks.signal,
      );
      step(95);
    } catch (error) {
      if (cancelledByMember(hooks.signal)) {
        // A stopped run stays in the trail (what was asked, which highlights it read), as CANCELLED.
        await this.recorder.record(scope.em, schema, {
          ...audit,
          provider: 'BUILT_IN',
          model: 'none',
          promptVersion: 'cancelled',
          finishedAt: new Date(),
          outputChars: 0,
          errorMessage: (hooks.signal?.reason as Error).message,
          status: AiActivityStatus.CANCELLED,
        });
        throw hooks.signal?.reason as Error;
      }
      throw error;
    }
    const clustered = naming.themes.reduce((sum, theme) => sum + theme.ids.length, 0);
    const themes = naming.themes.map((theme) => ({
      name: theme.name,
      description: theme.description,
      namedBy: theme.namedBy,
      keywords: theme.keywords,
      highlights: theme.ids.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [
              {
                id,
                noteId: row.note_id,
                noteTitle: row.note_title,
                projectId: row.project_id,
                text: row.text,
              },
            ]
          : [];
      }),
    }));
    return scope.em.transactional(async (em) => {
      if (hooks.stillWanted && !(await hooks.stillWanted(em))) return null;
      const aiActivityId = await this.recorder.record(em, schema, {
        ...audit,
        inputIds: inputs.map((i) => i.id),
        provider: naming.provider.kind,
        model: naming.provider.model,
        modelRegion: naming.provider.region ?? null,
        promptVersion: naming.promptVersion,
        finishedAt: new Date(),
        outputChars: naming.themes.reduce((sum, t) => sum + t.name.length + t.description.length, 0),
        errorMessage: naming.modelError,
      });
      const run: ThemeRun = {
        themes,
        considered: inputs.length,
        unclustered: inputs.length - clustered,
        amount: input.amount,
        strictness: input.strictness,
        provider: naming.provider,
        embeddingModel: this.embeddings.model,
        rejectedNames: naming.rejectedNames,
        modelFailed: naming.modelError !== null,
        aiActivityId,
      };
      await hooks.stored?.(em, run);
      return run;
    });
  }

  /**
   * A theme accepted as a tag: the tag created and put on the theme's highlights in one
   * transaction, with an ai.themeAccepted event (the workspace's audit log) naming the run.
   */
  async accept(
    scope: WorkspaceScope,
    input: {
      projectId?: string | null;
      title: string;
      description?: string | null;
      highlightIds: string[];
      aiActivityId?: string | null;
    },
  ): Promise<{ tag: CountedTag; highlightIds: string[] }> {
    await this.requireThemesAllowed(scope);
    const aiActivityId = input.aiActivityId ? parsePathId(input.aiActivityId) : null;
    const highlightIds = [...new Set(input.highlightIds.map(parsePathId))];
    const tag = await this.tags.createOnHighlights(
      scope,
      { projectId: input.projectId, title: input.title, description: input.description },
      highlightIds,
      async (em, created) => {
        await recordEvent(em, AI_EVENTS.themeAccepted, scope.workspace.id, {
          tagId: created.id,
          projectId: created.projectId,
          highlightIds,
          aiActivityId,
          acceptedBy: scope.accountId,
        });
      },
    );
    return { tag, highlightIds };
  }

  private async embed(texts: string[], done?: (count: number) => void): Promise<(number[] | null)[]> {
    const vectors: (number[] | null)[] = [];
    try {
      for (let start = 0; start < texts.length; start += EMBED_BATCH) {
        vectors.push(...(await this.embeddings.embed(texts.slice(start, start + EMBED_BATCH))));
        done?.(vectors.length);
      }
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError)
        throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, themeStrings.embeddingsUnavailable);
      throw error;
    }
    return vectors;
  }
}

function notEnoughHighlights(found: number): AppError {
  return new AppError(ErrorCode.NOT_ENOUGH_DATA, themeStrings.notEnoughHighlights(found), {
    minimum: MIN_THEME_INPUTS,
  });
}
