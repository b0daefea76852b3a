import {
  MIN_SUMMARY_SOURCE_WORDS,
  Role,
  SummaryFramework,
  type SummaryLanguage,
  SummaryUnavailableReason,
  summaryFrameworkFlag,
} from '@fieldnote/core';
import type { PlanGate } from '@fieldnote/control-plane';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { aiErrors } from '../ai.errors';
import type { AiSettingsService } from '../settings/ai-settings.service';
import { wordCount } from './note-sentences.util';
import type { SettledSummaryRequest } from './summary-producer';
import { requireSummaries, summaryWriteRefusal } from './summary-rules';

/** How a member asks for a summary (the project's defaults fill what is left out). */
export interface SummaryAsked {
  framework?: SummaryFramework | null;
  language?: SummaryLanguage | null;
  customPrompt?: string | null;
}

/** What is to be summarised (a note, an insight): `find` loads it, refusing what the member cannot read. */
export interface SummarySubject<Target> {
  find: () => Promise<Target>;
  projectOf: (target: Target) => string;
  /** The text the summary is made from (too little of it is NOT_ENOUGH_CONTENT). */
  textOf: (target: Target) => string;
}

/**
 * Checks that the member may have a note or an insight summarised as asked, and settles what is
 * asked: the refusals of a generation, the same for a note's summary and an insight's and for the
 * summary jobs of both, in the spec's order (summaries off, viewer, not found, no edit permission or
 * read-only, a framework the plan does not allow, a missing custom prompt, too little text).
 */
export async function settleSummaryRequest<Target>(
  deps: { settings: AiSettingsService; plans: PlanGate },
  scope: WorkspaceScope,
  asked: SummaryAsked,
  subject: SummarySubject<Target>,
): Promise<SettledSummaryRequest & { target: Target }> {
  const availability = await requireSummaries(deps.settings, scope);
  if (scope.role === Role.VIEWER) throw aiErrors.unavailable(SummaryUnavailableReason.VIEWER);
  const target = await subject.find();
  const projectId = subject.projectOf(target);
  const refusal = await summaryWriteRefusal(scope, projectId, availability);
  if (refusal) throw aiErrors.unavailable(refusal);
  const defaults = await deps.settings.projectDefaults(scope, projectId);
  const framework = asked.framework ?? defaults.framework;
  const language = asked.language ?? defaults.language;
  const customPrompt = asked.customPrompt?.trim() ?? '';
  // CustomPrompt needs allowWorkspaceCustomPrompt, the advanced frameworks allowAiAdvancedSummaries.
  const planFlag = summaryFrameworkFlag(framework);
  if (planFlag) await deps.plans.requireFeature(scope.workspace.id, planFlag);
  if (framework === SummaryFramework.CustomPrompt && !customPrompt) throw aiErrors.customPromptMissing();
  if (wordCount(subject.textOf(target)) < MIN_SUMMARY_SOURCE_WORDS)
    throw aiErrors.unavailable(SummaryUnavailableReason.NOT_ENOUGH_CONTENT);
  return { target, framework, language, customPrompt };
}
