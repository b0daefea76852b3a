import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, type EmbeddingProvider, EmbeddingsUnavailableError, ErrorCode } from '@fieldnote/core';
import { EMBEDDINGS } from '@fieldnote/db';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { channelErrors } from '../channel.errors';
import { channelInput } from '../channel-input.util';
import { ChannelRepository } from '../channel.repository';
import { type ClusterInput, clusterTexts } from './cluster-texts';
import {
  CLUSTER_COUNTS,
  type ChannelClusterAmount,
  type ChannelThemeSuggestionsModel,
} from './dto/theme-suggestion.dto';

/**
 * Product rule: the newest data points a suggestion groups. k-means over 5,000 texts of 100 numbers
 * into 25 groups takes well under a second on one core; more would hold the server's thread longer.
 */
export const MAX_SUGGESTION_INPUTS = 5000;
const EXAMPLES = 3;
/** Texts sent to the embedding model at once. */
const EMBED_BATCH = 256;

/**
 * Suggests themes for a channel: its data points (by default those in no theme) placed by the
 * workspace's embedding model and grouped by meaning (spec 000 §9 clustering rules). Nothing is
 * written: a member turns a suggestion into a theme with createChannelTheme and addDatapointsToTheme.
 */
@Injectable()
export class ThemeSuggestionsService {
  constructor(@Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider) {}

  async suggest(
    scope: WorkspaceScope,
    input: { channelId: string; amount: ChannelClusterAmount; unthemedOnly: boolean },
  ): Promise<ChannelThemeSuggestionsModel> {
    const channelId = channelInput.id(input.channelId, channelErrors.notFound);
    const repo = new ChannelRepository(scope.em, scope.workspace.schemaName);
    if (!(await repo.channelExists(channelId))) throw channelErrors.notFound();
    const rows = await repo.datapointTexts(channelId, input.unthemedOnly, MAX_SUGGESTION_INPUTS);
    const vectors = await this.embed(rows.map((row) => row.text));
    const inputs: ClusterInput[] = rows.flatMap((row, index) => {
      const vector = vectors[index];
      return vector ? [{ id: row.id, text: row.text, vector }] : [];
    });
    const texts = new Map(rows.map((row) => [row.id, row.text]));
    const clusters = clusterTexts(inputs, {
      amount: CLUSTER_COUNTS[input.amount],
      seed: createHash('sha256').update(channelId).digest().readUInt32BE(0),
    });
    return {
      considered: inputs.length,
      model: this.embeddings.model,
      suggestions: clusters.map((cluster) => ({
        title: titleOf(cluster.keywords),
        keywords: cluster.keywords,
        datapointIds: cluster.ids,
        examples: cluster.ids.slice(0, EXAMPLES).map((id) => texts.get(id) ?? ''),
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

/**
 * "Offline and sync" from the two words that most set the group apart (the rest show beside it as
 * keywords); "Other" when none does.
 */
function titleOf(keywords: readonly string[]): string {
  if (keywords.length === 0) return 'Other';
  const text = keywords.slice(0, 2).join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
