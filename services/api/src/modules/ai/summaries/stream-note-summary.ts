import type { SummaryFramework } from '@fieldnote/core';
import type { AiGenerativeProvider } from '../providers/ai-provider';
import { AiProviderError } from '../providers/ai-provider-error';
import { extractiveSummary } from './extractive-summary';
import { type SummarySubject, summaryPromptVersion } from './framework-templates';
import { fitSummary, summaryPrompt } from './model-summary';
import { BUILT_IN_MODEL, type SummaryOutcome } from './note-summarizer';
import { renderSummary } from './summary-document';

/**
 * A note's summary by a framework, told as it is written: `onText` hears the whole text so far each
 * time it grows (a model's streamed tokens; the built-in provider's sections one by one). The
 * outcome is the same as summariseNote's. A fired `signal` stops it with a CANCELLED provider error.
 */
export async function streamNoteSummary(
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
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<SummaryOutcome> {
  const promptVersion = summaryPromptVersion(input.framework);
  if (model) {
    let text = '';
    for await (const chunk of model.stream({
      messages: summaryPrompt(input),
      maxTokens: 1500,
      temperature: 0.2,
      signal,
    })) {
      text += chunk;
      onText(text);
    }
    return { content: fitSummary(text.trim()), provider: model.kind, model: model.model, promptVersion };
  }
  const content = renderSummary(
    extractiveSummary(input.content, input.framework, input.customPrompt, input.subject),
  );
  // The built-in provider has the whole summary at once: it is told section by section, as a model's is.
  const sections = content.split(/\n\n(?=## )/);
  for (let i = 1; i <= sections.length; i++) {
    if (signal?.aborted) throw new AiProviderError('CANCELLED', 'The AI request was cancelled');
    onText(sections.slice(0, i).join('\n\n'));
    // Lets the cancel watch and the signal sender run between sections.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { content, provider: 'BUILT_IN', model: BUILT_IN_MODEL, promptVersion };
}
