import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, type EmbeddingProvider, EmbeddingsUnavailableError, ErrorCode } from '@fieldnote/core';
import { EMBEDDINGS } from '@fieldnote/db';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import {
  AiActivityRecorder,
  AiInputKind,
  AiSettingsService,
  AiTask,
  type ClusterInput,
  MAX_THEME_INPUTS,
  THEME_STRICTNESS_VALUES,
  ThemeNamer,
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

/**
 * Suggests themes for a channel: its data points (by default those in no theme) placed by the
 * workspace's embedding model, grouped by meaning (spec 000 §9 clustering rules) and named by the
 * AI theme namer: keyword labels, or the configured model's names while generative AI is on. Only
 * the AI audit trail is written (each run, with the data points it read): a member turns a
 * suggestion into a theme with createChannelTheme and addDatapointsToTheme.
 */
@Injectable()
export class ThemeSuggestionsService {
  constructor(
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
    private readonly namer: ThemeNamer,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
  ) {}

  async suggest(
    scope: WorkspaceScope,
    input: {
      channelId: string;
      amount: ChannelClusterAmount;
      strictness?: ThemeStrictness | null;
      unthemedOnly: boolean;
    },
  ): Promise<ChannelThemeSuggestionsModel> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
    const rows = await repo.datapointTexts(channelId, input.unthemedOnly, MAX_SUGGESTION_INPUTS);
    const startedAt = new Date();
    const vectors = await this.embed(rows.map((row) => row.text));
    const inputs: ClusterInput[] = rows.flatMap((row, index) => {
      const vector = vectors[index];
      return vector ? [{ id: row.id, text: row.text, vector }] : [];
    });
    const texts = new Map(rows.map((row) => [row.id, row.text]));
    const clusters = clusterTexts(inputs, {
      amount: CLUSTER_COUNTS[input.amount],
      ...(input.strictness ? { strictness: THEME_STRICTNESS_VALUES[input.strictness] } : {}),
      seed: createHash('sha256').update(channelId).digest().readUInt32BE(0),
    });
    // With generative AI off, no model is asked: the keyword labels name the groups.
    const { generativeAiEnabled } = await this.settings.availability(scope);
    const naming = await this.namer.name(
      scope.workspace.id,
      clusters,
      (id) => texts.get(id) ?? '',
      'data points',
      generativeAiEnabled,
    );
    const aiActivityId = await scope.em.transactional((em) =>
      this.recorder.record(em, scope.workspace.schemaName, {
        task: AiTask.CHANNEL_THEMES,
        provider: naming.provider.kind,
        model: naming.provider.model,
        promptVersion: naming.promptVersion,
        inputKind: AiInputKind.DATAPOINT,
        inputIds: inputs.map((i) => i.id),
        requestedBy: scope.accountId,
        startedAt,
        finishedAt: new Date(),
        outputChars: naming.themes.reduce((sum, t) => sum + t.name.length + t.description.length, 0),
        errorMessage: naming.modelError,
      }),
    );
    return {
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
  }

  private async embed(texts: string[]): Promise<(number[] | null)[]> {
    const vectors: (number[] | null)[] = [];
    try {
      for (let start = 0; start < texts.length; start += EMBED_BATCH) {
        vectors.push(...(await this.embeddings.embed(texts.slice(start, start + EMBED_BATCH))));
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
