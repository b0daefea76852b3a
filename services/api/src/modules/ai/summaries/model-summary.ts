import { MAX_LENGTH, type SummaryFramework } from '@fieldnote/core';
import type { AiChatMessage, AiGenerativeProvider } from '../providers/ai-provider';
import { FRAMEWORK_TEMPLATES, type SummarySubject, silenceFor } from './framework-templates';

/** The most of a note's text sent to a model: small local models have contexts of 8 to 32k tokens. */
export const MAX_MODEL_SOURCE_CHARS = 48_000;

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  pl: 'Polish',
  cs: 'Czech',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
};

/**
 * The messages asking a model for a note's or an insight's summary by a framework: the template's
 * headings in order, each section's silence sentence for what the text does not cover, the language,
 * and the rule that quotes must be its own words (an insight's: its text and the highlights it
 * cites). Kept apart from the call so tests can read it.
 */
export function summaryPrompt(input: {
  title: string;
  content: string;
  framework: SummaryFramework;
  language: string;
  customPrompt?: string;
  /** What is summarised (default a note): the prompt names it, so a model reads an insight as one. */
  subject?: SummarySubject;
}): AiChatMessage[] {
  const template = FRAMEWORK_TEMPLATES[input.framework];
  const insight = input.subject === 'insight';
  const the = insight ? 'the insight' : 'the note';
  // The framework templates speak of a note; for an insight they speak of the insight.
  const said = (text: string) =>
    insight
      ? text.replace(
          /\b([Nn])ote(s?)\b/g,
          (_word, n: string, plural: string) => `${n === 'N' ? 'I' : 'i'}nsight${plural}`,
        )
      : text;
  const sections = template.sections
    .map(
      (s) =>
        `## ${s.heading}\n${said(s.instruction)} If ${the} does not cover this, write exactly: "${silenceFor(s.silence, input.subject)}"`,
    )
    .join('\n\n');
  const language = LANGUAGE_NAMES[input.language] ?? input.language;
  const custom = input.customPrompt?.trim()
    ? `\n\nThe workspace's instructions:\n${input.customPrompt.trim()}`
    : '';
  return [
    {
      role: 'system',
      content:
        `You summarise customer research ${insight ? 'insights' : 'notes'} (${template.label}: ${said(template.description)}). ` +
        (insight
          ? `An insight is a researcher's finding with the highlights it cites, quoted below its text. `
          : '') +
        `Use only what ${the} says; never add facts, names or numbers it does not contain. ` +
        `Quote ${the} word for word when you quote. Write in ${language}. ` +
        `Answer in Markdown with exactly these sections, in this order, and nothing else:\n\n${sections}${custom}`,
    },
    {
      role: 'user',
      content: `${insight ? 'Insight' : 'Note'} title: ${input.title}\n\n${input.content.slice(0, MAX_MODEL_SOURCE_CHARS)}`,
    },
  ];
}

/**
 * A note's summary written by a configured model. Its answer is kept as written, cut at the last
 * line break that fits the spec's 10240 characters (spec 000 §9).
 */
export async function modelSummary(
  provider: AiGenerativeProvider,
  input: Parameters<typeof summaryPrompt>[0],
  signal?: AbortSignal,
): Promise<string> {
  const answer = (
    await provider.complete({ messages: summaryPrompt(input), maxTokens: 1500, temperature: 0.2, signal })
  ).trim();
  return fitSummary(answer);
}

/** `text` cut to the summary limit at a line break (or a space) so no line is cut in half. */
export function fitSummary(text: string, limit = MAX_LENGTH.noteSummary): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const cut = head.lastIndexOf('\n');
  return (cut > limit / 2 ? head.slice(0, cut) : head.slice(0, head.lastIndexOf(' ') + 1 || limit)).trimEnd();
}
