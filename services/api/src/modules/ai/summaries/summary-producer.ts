import { Inject, Injectable } from '@nestjs/common';
import type { SummaryFramework, SummaryLanguage } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import { aiErrors } from '../ai.errors';
import {
  AiActivityRecorder,
  AiActivityStatus,
  AiInputKind,
  type AiTask,
} from '../audit/ai-activity-recorder.service';
import type { WorkspaceAiProvider } from '../providers';
import { cancelledByMember } from '../ai-jobs/job-cancelled';
import { type SummaryOutcome, summariseNote } from './note-summarizer';
import { streamNoteSummary } from './stream-note-summary';
import type { StoredSummaryFields, SummaryTable } from './summary-tables.repository';
import { keepVerifiedQuotes } from './verified-quotes';

/** What a summary job adds to a generation: the text as it is written, a cancel, a last say before storing. */
export interface ProduceHooks {
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
  /** Asked inside the storing transaction (the summarised object locked): false stores nothing. */
  stillWanted?: (em: EntityManager) => Promise<boolean>;
  /** Told in the same transaction once the summary and its audit entry are written. */
  stored?: (em: EntityManager, aiActivityId: string) => Promise<void>;
}

/** How a summary is asked for, settled (the project's defaults filled in). */
export interface SettledSummaryRequest {
  framework: SummaryFramework;
  language: SummaryLanguage;
  customPrompt: string;
}

/**
 * What is summarised (a note, an insight) and where its summary goes: its text, the texts a model's
 * quotes must be found in, how the AI audit trail names its inputs, its table of summaries and the
 * event that records a new summary.
 */
export interface SummaryTarget<Row extends StoredSummaryFields> {
  id: string;
  projectId: string;
  title: string;
  content: string;
  /** The texts a model's double-quoted passage may come from. */
  sources: string[];
  task: AiTask;
  inputKind: AiInputKind;
  inputIds: string[];
  table: SummaryTable<Row>;
  /** The audit trail's prompt version, from the framework template's (`note-summary/<framework>@<n>`). */
  promptVersion: (templateVersion: string) => string;
  /** Records the `…Summary.generated` event, in the storing transaction. */
  generated: (em: EntityManager, aiActivityId: string) => Promise<void>;
}

/**
 * Generates a summary (a note's or an insight's) by the configured model or the built-in provider,
 * told as it is written when `hooks.onText` listens, records it in the AI audit trail and stores it
 * in one transaction. A model's lines whose quotes are in none of the target's sources are dropped
 * first; a failure is recorded (FAILED, or CANCELLED when a member stopped the job) and reported.
 * Null when `hooks.stillWanted` said no (a job cancelled meanwhile): nothing is stored then.
 */
@Injectable()
export class SummaryProducer {
  constructor(
    private readonly recorder: AiActivityRecorder,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
  ) {}

  async produce<Row extends StoredSummaryFields>(
    scope: WorkspaceScope,
    target: SummaryTarget<Row>,
    { framework, language, customPrompt }: SettledSummaryRequest,
    hooks: ProduceHooks = {},
  ): Promise<Row | null> {
    const schema = scope.workspace.schemaName;
    const startedAt = new Date();
    const audit = {
      task: target.task,
      framework,
      inputKind: target.inputKind,
      inputIds: target.inputIds,
      projectId: target.projectId,
      language,
      requestedBy: scope.accountId,
      startedAt,
    };
    let outcome: SummaryOutcome;
    // The workspace's own share of the model's concurrency (AI_MAX_CONCURRENCY), in its AI region.
    const model = this.model?.forWorkspace(scope.workspace.id) ?? null;
    try {
      const input = {
        title: target.title,
        content: target.content,
        framework,
        language,
        customPrompt,
        subject: target.inputKind === AiInputKind.INSIGHT ? ('insight' as const) : ('note' as const),
      };
      outcome = hooks.onText
        ? await streamNoteSummary(model, input, hooks.onText, hooks.signal)
        : await summariseNote(model, input);
      // The built-in provider only copies the sources' own sentences; a model may invent quotes.
      if (outcome.provider !== 'BUILT_IN')
        outcome = { ...outcome, content: keepVerifiedQuotes(outcome.content, target.sources) };
    } catch (error) {
      // The failure is kept in the trail (what was asked of which model), then reported to the member;
      // a generation a member stopped (a cancelled job) is kept as CANCELLED, not as a failure.
      const cancelled = cancelledByMember(hooks.signal);
      await this.recorder.record(scope.em, schema, {
        ...audit,
        provider: model?.kind ?? 'BUILT_IN',
        model: model?.model ?? 'unknown',
        modelRegion: model?.region ?? null,
        promptVersion: 'failed',
        finishedAt: new Date(),
        outputChars: 0,
        errorMessage: cancelled
          ? (hooks.signal?.reason as Error).message
          : error instanceof Error
            ? error.message
            : String(error),
        status: cancelled ? AiActivityStatus.CANCELLED : AiActivityStatus.FAILED,
      });
      throw cancelled ? (hooks.signal?.reason as Error) : aiErrors.modelFailed();
    }
    const finishedAt = new Date();
    return scope.em.transactional(async (em) => {
      await target.table.lockOwner(em, schema, target.id);
      if (hooks.stillWanted && !(await hooks.stillWanted(em))) return null;
      const aiActivityId = await this.recorder.record(em, schema, {
        ...audit,
        provider: outcome.provider,
        model: outcome.model,
        modelRegion: outcome.provider === 'BUILT_IN' ? null : (model?.region ?? null),
        promptVersion: target.promptVersion(outcome.promptVersion),
        finishedAt,
        outputChars: outcome.content.length,
      });
      await target.table.saveGenerated(em, schema, target.id, {
        framework,
        language,
        content: outcome.content,
        provider: outcome.provider,
        model: outcome.model,
        aiActivityId,
        generatedBy: scope.accountId,
        generatedAt: finishedAt,
      });
      await target.generated(em, aiActivityId);
      await hooks.stored?.(em, aiActivityId);
      return (await target.table.find(em, schema, target.id)) as Row;
    });
  }
}
