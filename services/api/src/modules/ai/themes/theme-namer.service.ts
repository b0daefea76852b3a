import { Inject, Injectable } from '@nestjs/common';
import { type EmbeddingProvider, EmbeddingsUnavailableError, type Region } from '@fieldnote/core';
import { EMBEDDINGS } from '@fieldnote/db';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import type { AiProviderKind, WorkspaceAiProvider } from '../providers';
import type { Cluster } from './cluster-texts';
import { keywordLabel } from './keyword-labels';
import {
  THEME_KEYWORD_PROMPT_VERSION,
  THEME_MODEL_PROMPT_VERSION,
  TEXTS_PER_THEME,
  nameIsAboutMembers,
  parseThemeNames,
  themeNamingMessages,
} from './model-theme-names';

/** Who wrote a theme's name: the configured model, or the built-in keyword labeller. */
export type ThemeNamedBy = 'MODEL' | 'KEYWORDS';

export interface NamedTheme {
  name: string;
  description: string;
  keywords: string[];
  /** The members, most typical first: always the clustering's own, never the model's. */
  ids: string[];
  namedBy: ThemeNamedBy;
}

export interface ThemeNaming {
  themes: NamedTheme[];
  /** The model that named the themes, and the region it serves (null: the server's own). */
  provider: { kind: AiProviderKind; model: string; region?: Region | null };
  promptVersion: string;
  /** Names the model gave that were not about their theme's highlights (keyword labels shown instead). */
  rejectedNames: number;
  /** What went wrong when the model did not answer (keyword labels shown instead). */
  modelError: string | null;
}

/** The built-in labeller's model name in the audit trail. */
export const BUILT_IN_THEME_MODEL = 'fieldnote-ctfidf-v1';
const MAX_NAMING_TOKENS = 60;

/**
 * Names clusters (issue 34 "Themes"): with no model configured, by keywords (class-based TF-IDF),
 * and said so in each description; with a model, the model writes a name and a one-line
 * description from each theme's most typical texts. A model's name is kept only when it is about
 * the theme's own texts (model-theme-names.ts nameIsAboutMembers); the members are always the
 * clustering's. A model that fails leaves the keyword labels, never an error to the member.
 */
@Injectable()
export class ThemeNamer {
  constructor(
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
  ) {}

  get provider(): { kind: AiProviderKind; model: string } {
    return this.model
      ? { kind: this.model.kind, model: this.model.model }
      : { kind: 'BUILT_IN', model: BUILT_IN_THEME_MODEL };
  }

  async name(
    workspaceId: string,
    clusters: readonly Cluster[],
    textOf: (id: string) => string,
    noun: string,
    /** False while generative AI is off: the keyword labels, whatever model is configured. */
    useModel = true,
    /** Stops the model's request (a theme job cancelled): the run ends with the signal's reason. */
    signal?: AbortSignal,
  ): Promise<ThemeNaming> {
    const labelled: NamedTheme[] = clusters.map((cluster) => ({
      ...keywordLabel(cluster.keywords, cluster.ids.length, noun),
      keywords: cluster.keywords,
      ids: cluster.ids,
      namedBy: 'KEYWORDS',
    }));
    const base = {
      themes: labelled,
      provider: useModel ? this.provider : { kind: 'BUILT_IN' as const, model: BUILT_IN_THEME_MODEL },
      promptVersion: THEME_KEYWORD_PROMPT_VERSION,
      rejectedNames: 0,
      modelError: null,
    };
    if (!this.model || !useModel || clusters.length === 0) return base;
    const memberTexts = clusters.map((cluster) => cluster.ids.map(textOf));
    // The workspace's AI region's model (providers/region-routed-provider.ts): named once it answered.
    const view = this.model.forWorkspace(workspaceId);
    let reply: string;
    try {
      reply = await view.complete({
        messages: themeNamingMessages(
          clusters.map((cluster, c) => ({
            texts: (memberTexts[c] ?? []).slice(0, TEXTS_PER_THEME),
            keywords: cluster.keywords,
          })),
          noun,
        ),
        maxTokens: MAX_NAMING_TOKENS * clusters.length,
        temperature: 0,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return {
        ...base,
        provider: { kind: view.kind, model: view.model, region: view.region ?? null },
        promptVersion: THEME_MODEL_PROMPT_VERSION,
        modelError: error instanceof Error ? error.message : String(error),
      };
    }
    const names = parseThemeNames(reply, clusters.length);
    const nearest = await this.nearestThemes(
      [...names.values()].map((n) => `${n.name}. ${n.description}`),
      clusters,
    );
    let rejectedNames = 0;
    let position = 0;
    const themes = labelled.map((theme, t): NamedTheme => {
      const named = names.get(t);
      if (!named) return theme;
      const nearestTheme = nearest[position++] ?? null;
      if (!nameIsAboutMembers(named, memberTexts[t] ?? [], nearestTheme, t)) {
        rejectedNames += 1;
        return theme;
      }
      return { ...theme, name: named.name, description: named.description, namedBy: 'MODEL' };
    });
    return {
      ...base,
      provider: { kind: view.kind, model: view.model, region: view.region ?? null },
      themes,
      promptVersion: THEME_MODEL_PROMPT_VERSION,
      rejectedNames,
    };
  }

  /** For each text, the index of the cluster whose centre it lies nearest (null: not placed). */
  private async nearestThemes(texts: string[], clusters: readonly Cluster[]): Promise<(number | null)[]> {
    if (texts.length === 0) return [];
    let vectors: (number[] | null)[];
    try {
      vectors = await this.embeddings.embed(texts);
    } catch (error) {
      // Without the embedding model only the word check decides.
      if (error instanceof EmbeddingsUnavailableError) return texts.map(() => null);
      throw error;
    }
    return vectors.map((vector) => {
      if (!vector) return null;
      let best: number | null = null;
      let bestSimilarity = -Infinity;
      clusters.forEach((cluster, c) => {
        if (cluster.centre.length !== vector.length) return;
        let similarity = 0;
        for (let i = 0; i < vector.length; i++)
          similarity += (vector[i] as number) * (cluster.centre[i] as number);
        if (similarity > bestSimilarity) [bestSimilarity, best] = [similarity, c];
      });
      return best;
    });
  }
}
