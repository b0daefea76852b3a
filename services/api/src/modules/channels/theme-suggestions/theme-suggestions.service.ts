import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AppError, type EmbeddingProvider, EmbeddingsUnavailableError, ErrorCode } from '@fieldnote/core';
import { EMBEDDINGS } from '@fieldnote/db';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import {
  AiActivityRecorder,
  AiActivityStatus,
  AiInputKind,
  AiSettingsService,
  AiTask,
  type ChannelThemeJobHooks,
  type ClusterInput,
  MAX_THEME_INPUTS,
  THEME_STRICTNESS_VALUES,
  type ThemeJobRow,
  ThemeJobsRunner,
  ThemeJobsService,
  ThemeNamer,
  cancelledByMember,
  clusterTexts,
} from '../../ai';
import { channelErrors } from '../channel.errors';
import { channelInput } from '../channel-input.util';
import { ChannelRepository } from '../channel.repository';
import {
  CLUSTER_COUNTS,
  type ChannelClusterAmount,
  type ChannelThemeSuggestionsModel,
  type ThemeStrictness,
  ThemeNamedBy,
} from './dto/theme-suggestion.dto';

/** Product rule (spec 000 §9 clustering's shared bound): the newest data points a suggestion groups. */
export const MAX_SUGGESTION_INPUTS = MAX_THEME_INPUTS;
const EXAMPLES = 3;
/** Texts sent to the embedding model at once. */
const EMBED_BATCH = 256;

/** A channel's choices for its suggestions. */
export interface ChannelSuggestionChoices {
  channelId: string;
  amount: ChannelClusterAmount;
  strictness?: ThemeStrictness | null;
  unthemedOnly: boolean;
}

/**
 * Suggests themes for a channel as a theme job (issue 34: long AI work runs off the request, with
 * progress, cancellable): `start` checks the channel and asks for the job; the worker's
 * ThemeJobsRunner runs it through `compute` (registered at start-up): its data points (by default
 * those in no theme) placed by the workspace's embedding model, grouped by meaning (spec 000 §9
 * clustering rules) and named by the AI theme namer: keyword labels, or the configured model's names
 * while generative AI is on. The suggestions are kept with the job and the run in the AI audit trail
 * (a stopped one as CANCELLED): a member turns a suggestion into a theme with createChannelTheme and
 * addDatapointsToTheme.
 */
@Injectable()
export class ThemeSuggestionsService implements OnModuleInit {
  constructor(
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
    private readonly namer: ThemeNamer,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
    private readonly jobs: ThemeJobsService,
    private readonly runner: ThemeJobsRunner,
  ) {}

  onModuleInit(): void {
    this.runner.useChannelGenerator((scope, job, hooks) => this.runJob(scope, job, hooks));
  }

  /** Asks for the channel's suggestions as a job; asking again while one runs answers that one. */
  async start(scope: WorkspaceScope, input: ChannelSuggestionChoices): Promise<ThemeJobRow> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
    return this.jobs.startChannel(scope, {
      channelId,
      amount: input.amount,
      strictness: input.strictness ?? null,
      unthemedOnly: input.unthemedOnly,
    });
  }

  private async runJob(
    scope: WorkspaceScope,
    job: ThemeJobRow,
    hooks: ChannelThemeJobHooks,
  ): Promise<ChannelThemeSuggestionsModel | null> {
    return this.compute(
      scope,
      {
        channelId: job.channel_id as string,
        amount: job.amount as ChannelClusterAmount,
        strictness: job.strictness as ThemeStrictness | null,
        unthemedOnly: job.unthemed_only ?? true,
      },
      hooks,
    );
  }

  /** The suggestions, recorded in the AI audit trail and kept by `hooks.stored`; null: no longer wanted. */
  async compute(
    scope: WorkspaceScope,
    input: ChannelSuggestionChoices,
    hooks: ChannelThemeJobHooks,
  ): Promise<ChannelThemeSuggestionsModel | null> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const schema = scope.workspace.schemaName;
    const repo = new ChannelRepository(scope.em, schema);
    if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
    const step = (percent: number) => {
      hooks.signal.throwIfAborted();
      hooks.progress(percent);
    };
    const startedAt = new Date();
    const rows = await repo.datapointTexts(channelId, input.unthemedOnly, MAX_SUGGESTION_INPUTS);
    const texts = new Map(rows.map((row) => [row.id, row.text]));
    let inputs: ClusterInput[] = [];
    let naming: Awaited<ReturnType<ThemeNamer['name']>>;
    try {
      step(5);
      const vectors = await this.embed(
        rows.map((row) => row.text),
        (done) => step(5 + Math.round((65 * done) / Math.max(1, rows.length))),
      );
      inputs = rows.flatMap((row, index) => {
        const vector = vectors[index];
        return vector ? [{ id: row.id, text: row.text, vector }] : [];
      });
      step(72);
      const clusters = clusterTexts(inputs, {
        amount: CLUSTER_COUNTS[input.amount],
        ...(input.strictness ? { strictness: THEME_STRICTNESS_VALUES[input.strictness] } : {}),
        seed: createHash('sha256').update(channelId).digest().readUInt32BE(0),
      });
      step(80);
      // With generative AI off, no model is asked: the keyword labels name the groups.
      const { generativeAiEnabled } = await this.settings.availability(scope);
      naming = await this.namer.name(
        scope.workspace.id,
        clusters,
        (id) => texts.get(id) ?? '',
        'data points',
        generativeAiEnabled,
        hooks.signal,
      );
      step(95);
    } catch (error) {
      if (cancelledByMember(hooks.signal)) {
        // A stopped run stays in the trail (which data points it read), as CANCELLED.
        await this.recorder.record(scope.em, schema, {
          task: AiTask.CHANNEL_THEMES,
          provider: 'BUILT_IN',
          model: 'none',
          promptVersion: 'cancelled',
          inputKind: AiInputKind.DATAPOINT,
          inputIds: rows.map((row) => row.id),
          requestedBy: scope.accountId,
          startedAt,
          finishedAt: new Date(),
          outputChars: 0,
          errorMessage: (hooks.signal.reason as Error).message,
          status: AiActivityStatus.CANCELLED,
        });
        throw hooks.signal.reason as Error;
      }
      throw error;
    }
    return scope.em.transactional(async (em) => {
      if (!(await hooks.stillWanted(em))) return null;
      const aiActivityId = await this.recorder.record(em, schema, {
        task: AiTask.CHANNEL_THEMES,
        provider: naming.provider.kind,
        model: naming.provider.model,
        modelRegion: naming.provider.region ?? null,
        promptVersion: naming.promptVersion,
        inputKind: AiInputKind.DATAPOINT,
        inputIds: inputs.map((i) => i.id),
        requestedBy: scope.accountId,
        startedAt,
        finishedAt: new Date(),
        outputChars: naming.themes.reduce((sum, t) => sum + t.name.length + t.description.length, 0),
        errorMessage: naming.modelError,
      });
      const result: ChannelThemeSuggestionsModel = {
        considered: inputs.length,
        model: this.embeddings.model,
        namedBy: naming.provider,
        aiActivityId,
        suggestions: naming.themes.map((theme) => ({
          title: theme.name,
          description: theme.description,
          namedBy: ThemeNamedBy[theme.namedBy],
          keywords: theme.keywords,
          datapointIds: theme.ids,
          examples: theme.ids.slice(0, EXAMPLES).map((id) => texts.get(id) ?? ''),
        })),
      };
      await hooks.stored(em, result);
      return result;
    });
  }

  private async embed(texts: string[], onBatch: (done: number) => void): Promise<(number[] | null)[]> {
    const vectors: (number[] | null)[] = [];
    try {
      for (let start = 0; start < texts.length; start += EMBED_BATCH) {
        vectors.push(...(await this.embeddings.embed(texts.slice(start, start + EMBED_BATCH))));
        onBatch(vectors.length);
      }
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) {
        throw new AppError(
          ErrorCode.INTERNAL_SERVER_ERROR,
          'Themes cannot be suggested right now: the embeddings service cannot be reached. Try again later.',
        );
      }
      throw error;
    }
    return vectors;
  }
}
