import type { TagSentiment, ThemeAmount, ThemeStrictness } from '../../gql/graphql';

/** Strings of the Themes panel (issue 34) and the sentiment chip. */
export const themeStrings = {
  title: 'Themes',
  projectHint: "Group this project's highlights by meaning into named themes.",
  tagHint: "Group this tag's highlights by meaning into named themes.",
  strictness: 'Strictness',
  amount: 'Amount',
  run: 'Find themes',
  running: 'Finding themes…',
  progress: (percent: number) => `Finding themes… ${percent} %`,
  queued: 'Waiting to start…',
  stop: 'Stop',
  stopping: 'Stopping…',
  stopped: 'Stopped. No new themes were kept.',
  failed: (message: string | null) => `The themes could not be found. ${message ?? ''}`.trim(),
  lastRun: 'Last found themes, kept until the next run.',
  /** Spec 000 §9 labels. */
  strictnessLabels: {
    VERY_RELAXED: 'Very relaxed',
    RELAXED: 'Relaxed',
    STANDARD: 'Standard',
    STRICT: 'Strict',
    VERY_STRICT: 'Very strict',
  } satisfies Record<ThemeStrictness, string>,
  amountLabels: {
    LEAST: 'Least',
    LESS: 'Less',
    STANDARD: 'Standard',
    MORE: 'More',
    MOST: 'Most',
  } satisfies Record<ThemeAmount, string>,
  sample: (themes: number, considered: number, unclustered: number) =>
    `${themes} ${themes === 1 ? 'theme' : 'themes'} from ${considered} highlights` +
    (unclustered > 0 ? `; ${unclustered} fit no theme closely enough` : ''),
  keywordBased:
    'Named by keywords: no AI model is configured, so each name is the words that most set its highlights apart (class-based TF-IDF).',
  modelNamed: (model: string) =>
    `Named by ${model}. Each theme’s highlights are grouped by meaning, not by the model, and every one is shown below.`,
  modelFailed: 'The AI model did not answer, so the themes are named by their keywords instead.',
  rejectedNames: (n: number) =>
    `${n} ${n === 1 ? 'name' : 'names'} the model gave did not match ${n === 1 ? 'its' : 'their'} highlights and ${n === 1 ? 'was' : 'were'} replaced by keywords.`,
  namedByKeywords: 'Keywords',
  namedByModel: 'AI-named',
  highlightsOf: (n: number) => `${n} ${n === 1 ? 'highlight' : 'highlights'}`,
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
  accept: 'Accept as tag',
  accepting: 'Creating tag…',
  accepted: 'Tag created',
  openTag: 'Open tag',
  draftInsight: 'Draft insight',
  drafting: 'Drafting insight…',
  drafted: 'Insight drafted',
  openInsight: 'Open insight',
  draftHint:
    'Creates an unpublished insight in the project: the theme’s name and line, and its highlights as evidence, marked AI-generated.',
  themeLabel: (name: string) => `Theme: ${name}`,
  fromNote: (title: string) => `From ${title || 'Untitled note'}`,
} as const;

export const sentimentStrings = {
  label: {
    positive: 'Positive',
    negative: 'Negative',
    mixed: 'Mixed',
  } satisfies Record<TagSentiment, string>,
  hint: 'Read from the words by a sentiment word list (AFINN-165), not by a model.',
} as const;
