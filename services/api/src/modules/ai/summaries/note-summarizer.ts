import type { SummaryFramework } from '@fieldnote/core';
import type { AiGenerativeProvider, AiProviderKind } from '../providers/ai-provider';
import { extractiveSummary } from './extractive-summary';
import { type SummarySubject, summaryPromptVersion } from './framework-templates';
import { modelSummary } from './model-summary';
import { renderSummary } from './summary-document';

/** The name the built-in provider's outputs are recorded under. */
export const BUILT_IN_MODEL = 'fieldnote-extractive-v1';

/** A summary and what made it, for the note and the AI audit trail. */
export interface SummaryOutcome {
  content: string;
  provider: AiProviderKind;
  model: string;
  promptVersion: string;
}

/**
 * A note's summary by a framework: by the configured model when there is one, else by the
 * built-in extractive provider (which quotes the note and writes no prose of its own, so it keeps
 * the note's language whatever language was asked for).
 */
export async function summariseNote(
  model: AiGenerativeProvider | null,
  input: {
    title: string;
    content: string;
    framework: SummaryFramework;
    language: string;
    customPrompt?: string;
    /** What is summarised (default a note): the silence sentences speak of it. */
    subject?: SummarySubject;
  },
): Promise<SummaryOutcome> {
  const promptVersion = summaryPromptVersion(input.framework);
  if (model) {
    return {
      content: await modelSummary(model, input),
      provider: model.kind,
      model: model.model,
      promptVersion,
    };
  }
  return {
    content: renderSummary(
      extractiveSummary(input.content, input.framework, input.customPrompt, input.subject),
    ),
    provider: 'BUILT_IN',
    model: BUILT_IN_MODEL,
    promptVersion,
  };
}
