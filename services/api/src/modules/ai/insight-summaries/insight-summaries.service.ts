import { Inject, Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
  MIN_SUMMARY_SOURCE_WORDS,
  Role,
  SummaryFramework,
  type SummaryLanguage,
  SummaryUnavailableReason,
  highlightCardIds,
  richDocumentSchema,
} from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { HighlightCardsService, findLiveInsight } from '../../insights';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import type { WorkspaceAiProvider } from '../providers';
import { type AiAvailability, AiSettingsService } from '../settings/ai-settings.service';
import { wordCount } from '../summaries/note-sentences.util';
import { editSummary, requireSummaries, summaryWriteRefusal } from '../summaries/summary-rules';
import { summariseNote } from '../summaries/note-summarizer';
import { type InsightSummaryRow, InsightSummariesRepository } from './insight-summaries.repository';
import { keepVerifiedQuotes } from '../summaries/verified-quotes';

/** An insight's summary panel: its summary if any, the project's defaults and what the member may do. */
export interface InsightSummaryPanel {
  insightId: string;
  summary: InsightSummaryRow | null;
  defaultFramework: SummaryFramework;
  defaultLanguage: SummaryLanguage;
  unavailableReason: SummaryUnavailableReason | null;
  availability: AiAvailability;
}

/** What an insight's summary is made from: its title, its text and the highlights it cites. */
interface InsightSource {
  id: string;
  projectId: string;
  title: string;
  /** The insight's text, then each cited highlight's words on a line of its own. */
  text: string;
  /** The texts a quote may come from: the insight's and each cited highlight's. */
  sources: string[];
  highlightIds: string[];
}

/**
 * Insight summaries (issue 34: summaries "in the note sidebar's Summary tab (and insights)"): made
 * from the insight's own text and the highlights it cites that the member can read, by the note
 * summaries' frameworks and rules: the project's default framework and language, viewers, members
 * who may only view the project and read-only workspaces refused with the spec's reasons, too little
 * text NOT_ENOUGH_DATA, an edit needs edit permission. A model's summary keeps only lines whose
 * quotes are verified in those texts; every generation is in the AI audit trail (input kind
 * INSIGHT: the insight's id, then the cited highlights').
 */
@Injectable()
export class InsightSummariesService {
  constructor(
    private readonly summaries: InsightSummariesRepository,
    private readonly cards: HighlightCardsService,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
    private readonly plans: PlanGate,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
  ) {}

  /** The insight's summary panel; open to viewers (who read the summary but cannot generate one). */
  async panel(scope: WorkspaceScope, rawInsightId: string): Promise<InsightSummaryPanel> {
    const availability = await requireSummaries(this.settings, scope);
    const source = await this.source(scope, rawInsightId);
    const defaults = await this.settings.projectDefaults(scope, source.projectId);
    return {
      insightId: source.id,
      summary: await this.summaries.find(scope.em, scope.workspace.schemaName, source.id),
      defaultFramework: defaults.framework,
      defaultLanguage: defaults.language,
      unavailableReason:
        (await summaryWriteRefusal(scope, source.projectId, availability)) ??
        (wordCount(source.text) < MIN_SUMMARY_SOURCE_WORDS
          ? SummaryUnavailableReason.NOT_ENOUGH_CONTENT
          : null),
      availability,
    };
  }

  /** Generates (or generates again) the insight's summary by a framework, in a language. */
  async generate(
    scope: WorkspaceScope,
    input: {
      insightId: string;
      framework?: SummaryFramework | null;
      language?: SummaryLanguage | null;
      customPrompt?: string | null;
    },
  ): Promise<InsightSummaryRow> {
    const availability = await requireSummaries(this.settings, scope);
    if (scope.role === Role.VIEWER) throw aiErrors.unavailable(SummaryUnavailableReason.VIEWER);
    const source = await this.source(scope, input.insightId);
    const refusal = await summaryWriteRefusal(scope, source.projectId, availability);
    if (refusal) throw aiErrors.unavailable(refusal);
    const defaults = await this.settings.projectDefaults(scope, source.projectId);
    const framework = input.framework ?? defaults.framework;
    const language = input.language ?? defaults.language;
    const customPrompt = input.customPrompt?.trim() ?? '';
    if (framework === SummaryFramework.CustomPrompt) {
      await this.plans.requireFeature(scope.workspace.id, 'allowWorkspaceCustomPrompt');
      if (!customPrompt) throw aiErrors.customPromptMissing();
    }
    if (wordCount(source.text) < MIN_SUMMARY_SOURCE_WORDS)
      throw aiErrors.unavailable(SummaryUnavailableReason.NOT_ENOUGH_CONTENT);

    const schema = scope.workspace.schemaName;
    const startedAt = new Date();
    const audit = {
      task: AiTask.INSIGHT_SUMMARY,
      framework,
      inputKind: AiInputKind.INSIGHT,
      inputIds: [source.id, ...source.highlightIds],
      projectId: source.projectId,
      language,
      requestedBy: scope.accountId,
      startedAt,
    };
    let outcome: Awaited<ReturnType<typeof summariseNote>>;
    try {
      outcome = await summariseNote(this.model?.forWorkspace(scope.workspace.id) ?? null, {
        title: source.title,
        content: source.text,
        framework,
        language,
        customPrompt,
      });
    } catch (error) {
      await this.recorder.record(scope.em, schema, {
        ...audit,
        provider: this.model?.kind ?? 'BUILT_IN',
        model: this.model?.model ?? 'unknown',
        promptVersion: 'failed',
        finishedAt: new Date(),
        outputChars: 0,
        errorMessage: error instanceof Error ? error.message : String(error),
      });
      throw aiErrors.modelFailed();
    }
    // The built-in provider only quotes; a model's invented quotes are dropped with their lines.
    const content =
      outcome.provider === 'BUILT_IN' ? outcome.content : keepVerifiedQuotes(outcome.content, source.sources);
    const finishedAt = new Date();
    return scope.em.transactional(async (em) => {
      await this.summaries.lockOwner(em, schema, source.id);
      const aiActivityId = await this.recorder.record(em, schema, {
        ...audit,
        provider: outcome.provider,
        model: outcome.model,
        promptVersion: outcome.promptVersion.replace(/^note-summary\//, 'insight-summary/'),
        finishedAt,
        outputChars: content.length,
      });
      await this.summaries.saveGenerated(em, schema, source.id, {
        framework,
        language,
        content,
        provider: outcome.provider,
        model: outcome.model,
        aiActivityId,
        generatedBy: scope.accountId,
        generatedAt: finishedAt,
      });
      await recordEvent(em, AI_EVENTS.insightSummaryGenerated, scope.workspace.id, {
        insightId: source.id,
        projectId: source.projectId,
        framework,
        language,
        aiActivityId,
      });
      return (await this.summaries.find(em, schema, source.id)) as InsightSummaryRow;
    });
  }

  /** A member with edit permission rewrites the summary by hand (10240 characters at most). */
  async edit(
    scope: WorkspaceScope,
    input: { insightId: string; content: string },
  ): Promise<InsightSummaryRow> {
    return editSummary(
      this.settings,
      this.summaries,
      scope,
      input.content,
      () => findLiveInsight(scope.em, input.insightId),
      (em, insight) =>
        recordEvent(em, AI_EVENTS.insightSummaryEdited, scope.workspace.id, {
          insightId: insight.id,
          projectId: insight.projectId,
          editedBy: scope.accountId,
        }),
    );
  }

  /** The insight and the highlights it cites that the member can read (others are left out). */
  private async source(scope: WorkspaceScope, rawInsightId: string): Promise<InsightSource> {
    const insight = await findLiveInsight(scope.em, rawInsightId);
    const document = richDocumentSchema.safeParse(insight.contentJson);
    const cards = await this.cards.byIds(scope.em, highlightCardIds(document.success ? document.data : null));
    const quotes = cards.map((c) => c.highlight.text);
    return {
      id: insight.id,
      projectId: insight.projectId,
      title: insight.title,
      text: [insight.content, ...quotes].filter((t) => t.trim()).join('\n'),
      sources: [insight.content, ...quotes],
      highlightIds: cards.map((c) => c.highlight.id),
    };
  }
}
