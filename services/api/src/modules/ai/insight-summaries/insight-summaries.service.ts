import { Injectable } from '@nestjs/common';
import {
  AI_EVENTS,
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
import { aiErrors } from '../ai.errors';
import { AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import { type AiAvailability, AiSettingsService } from '../settings/ai-settings.service';
import { type SummaryAsked, settleSummaryRequest } from '../summaries/settle-summary-request';
import { editSummary, requireSummaries, summaryPanelRefusal } from '../summaries/summary-rules';
import {
  type ProduceHooks,
  type SettledSummaryRequest,
  SummaryProducer,
} from '../summaries/summary-producer';
import { type InsightSummaryRow, InsightSummariesRepository } from './insight-summaries.repository';

/** An insight's summary panel: its summary if any, the project's defaults and what the member may do. */
export interface InsightSummaryPanel {
  insightId: string;
  summary: InsightSummaryRow | null;
  defaultFramework: SummaryFramework;
  defaultLanguage: SummaryLanguage;
  unavailableReason: SummaryUnavailableReason | null;
  availability: AiAvailability;
}

/** What a member asks to summarise, and how (the project's defaults fill what is left out). */
export interface InsightSummaryRequestInput extends SummaryAsked {
  insightId: string;
}

/** What an insight's summary is made from: its title, its text and the highlights it cites. */
export interface InsightSource {
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
    private readonly producer: SummaryProducer,
    private readonly plans: PlanGate,
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
      unavailableReason: await summaryPanelRefusal(scope, source.projectId, source.text, availability),
      availability,
    };
  }

  /** Generates (or generates again) the insight's summary by a framework, in a language. */
  async generate(scope: WorkspaceScope, input: InsightSummaryRequestInput): Promise<InsightSummaryRow> {
    const { source, ...request } = await this.prepare(scope, input);
    const row = await this.produce(scope, source, request);
    // Without a stillWanted hook every generation is stored.
    if (!row) throw aiErrors.modelFailed();
    return row;
  }

  /**
   * Checks that the member may have the insight summarised as asked and settles what is asked (the
   * project's defaults fill the gaps): the refusals of generate, for it and for summary jobs.
   */
  async prepare(
    scope: WorkspaceScope,
    input: InsightSummaryRequestInput,
  ): Promise<SettledSummaryRequest & { source: InsightSource }> {
    const { target, ...request } = await settleSummaryRequest(
      { settings: this.settings, plans: this.plans },
      scope,
      input,
      {
        find: () => this.source(scope, input.insightId),
        projectOf: (source) => source.projectId,
        textOf: (source) => source.text,
      },
    );
    return { source: target, ...request };
  }

  /**
   * A summary job's generation (summary-jobs/): the insight and the highlights it cites are read as
   * they are when the job runs, by the member who asked (a card they can no longer read is left out);
   * the summary is told as it is written and stored only if `hooks.stillWanted` says so. Null: the job
   * was cancelled meanwhile and nothing was stored.
   */
  async produceForJob(
    scope: WorkspaceScope,
    insightId: string,
    request: SettledSummaryRequest,
    hooks: Required<ProduceHooks>,
  ): Promise<InsightSummaryRow | null> {
    await requireSummaries(this.settings, scope);
    return this.produce(scope, await this.source(scope, insightId), request, hooks);
  }

  private produce(
    scope: WorkspaceScope,
    source: InsightSource,
    request: SettledSummaryRequest,
    hooks: ProduceHooks = {},
  ): Promise<InsightSummaryRow | null> {
    return this.producer.produce(
      scope,
      {
        id: source.id,
        projectId: source.projectId,
        title: source.title,
        content: source.text,
        sources: source.sources,
        task: AiTask.INSIGHT_SUMMARY,
        inputKind: AiInputKind.INSIGHT,
        inputIds: [source.id, ...source.highlightIds],
        table: this.summaries,
        promptVersion: (version) => version.replace(/^note-summary\//, 'insight-summary/'),
        generated: (em, aiActivityId) =>
          recordEvent(em, AI_EVENTS.insightSummaryGenerated, scope.workspace.id, {
            insightId: source.id,
            projectId: source.projectId,
            framework: request.framework,
            language: request.language,
            aiActivityId,
          }),
      },
      request,
      hooks,
    );
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
