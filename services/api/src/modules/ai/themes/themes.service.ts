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
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveProject } from '../../projects';
import { type CountedTag, TagsService } from '../../tags';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
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
  provider: { kind: string; model: string };
  embeddingModel: string;
  rejectedNames: number;
  modelFailed: boolean;
  aiActivityId: string;
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

  async run(
    scope: WorkspaceScope,
    input: {
      projectId?: string | null;
      tagId?: string | null;
      amount: ThemeAmount;
      strictness: ThemeStrictness;
    },
  ): Promise<ThemeRun> {
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

    const startedAt = new Date();
    const vectors = await this.embed(rows.map((row) => row.text));
    const inputs: ClusterInput[] = rows.flatMap((row, index) => {
      const vector = vectors[index];
      return vector ? [{ id: row.id, text: row.text, vector }] : [];
    });
    if (inputs.length < MIN_THEME_INPUTS) throw notEnoughHighlights(inputs.length);
    const clusters = clusterTexts(inputs, {
      amount: THEME_AMOUNT_COUNTS[input.amount],
      strictness: THEME_STRICTNESS_VALUES[input.strictness],
      seed: createHash('sha256').update(seedKey).digest().readUInt32BE(0),
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const naming: ThemeNaming = await this.namer.name(
      scope.workspace.id,
      clusters,
      (id) => byId.get(id)?.text ?? '',
      'highlights',
    );
    const clustered = naming.themes.reduce((sum, theme) => sum + theme.ids.length, 0);
    const aiActivityId = await scope.em.transactional((em) =>
      this.recorder.record(em, schema, {
        task: AiTask.THEMES,
        provider: naming.provider.kind,
        model: naming.provider.model,
        promptVersion: naming.promptVersion,
        inputKind: AiInputKind.HIGHLIGHT,
        inputIds: inputs.map((i) => i.id),
        projectId,
        requestedBy: scope.accountId,
        startedAt,
        finishedAt: new Date(),
        outputChars: naming.themes.reduce((sum, t) => sum + t.name.length + t.description.length, 0),
        errorMessage: naming.modelError,
      }),
    );
    return {
      themes: naming.themes.map((theme) => ({
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
      })),
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

  private async embed(texts: string[]): Promise<(number[] | null)[]> {
    const vectors: (number[] | null)[] = [];
    try {
      for (let start = 0; start < texts.length; start += EMBED_BATCH)
        vectors.push(...(await this.embeddings.embed(texts.slice(start, start + EMBED_BATCH))));
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
