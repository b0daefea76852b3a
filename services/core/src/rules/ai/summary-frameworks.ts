/** Spec 000 §3: the note summary frameworks, under the spec's names. */
export enum SummaryFramework {
  ByQuestion = 'ByQuestion',
  ByThemes = 'ByThemes',
  Chronological = 'Chronological',
  CustomPrompt = 'CustomPrompt',
  CustomerCall = 'CustomerCall',
  Essential = 'Essential',
  FeatureRequests = 'FeatureRequests',
  ProductPRD = 'ProductPRD',
  RecommendedActions = 'RecommendedActions',
  ResearchReport = 'ResearchReport',
  SalesMEDICC = 'SalesMEDICC',
  SalesSPICED = 'SalesSPICED',
  Summary = 'Summary',
  UsabilityTest = 'UsabilityTest',
  VoiceOfCustomerReport = 'VoiceOfCustomerReport',
}

/** Every framework, in the spec's order. */
export const SUMMARY_FRAMEWORKS = Object.values(SummaryFramework);

/**
 * Spec 001 §3 allowAiAdvancedSummaries: the frameworks every plan may summarise with. CustomPrompt
 * has its own flag (allowWorkspaceCustomPrompt); every other framework is advanced.
 */
export const BASIC_SUMMARY_FRAMEWORKS: readonly SummaryFramework[] = [
  SummaryFramework.Summary,
  SummaryFramework.Essential,
];

/** The frameworks that need the plan's allowAiAdvancedSummaries. */
export const ADVANCED_SUMMARY_FRAMEWORKS: readonly SummaryFramework[] = SUMMARY_FRAMEWORKS.filter(
  (f) => f !== SummaryFramework.CustomPrompt && !BASIC_SUMMARY_FRAMEWORKS.includes(f),
);

/** Whether a framework needs the plan's allowAiAdvancedSummaries. */
export function isAdvancedSummaryFramework(framework: SummaryFramework): boolean {
  return ADVANCED_SUMMARY_FRAMEWORKS.includes(framework);
}

/**
 * The plan flag a framework needs beyond summaries themselves, or null for the basic ones: what the
 * summary services check and what the framework pickers grey out.
 */
export function summaryFrameworkFlag(
  framework: SummaryFramework,
): 'allowAiAdvancedSummaries' | 'allowWorkspaceCustomPrompt' | null {
  if (framework === SummaryFramework.CustomPrompt) return 'allowWorkspaceCustomPrompt';
  return isAdvancedSummaryFramework(framework) ? 'allowAiAdvancedSummaries' : null;
}

/** The framework a project uses until someone picks another (spec 001 §5 "default framework"). */
export const DEFAULT_SUMMARY_FRAMEWORK = SummaryFramework.Summary;

/**
 * Spec 000 §4 and spec 001 §7: why the summary actions are unavailable, with the wording shown to
 * people. NOT_ENOUGH_CONTENT's message is spec 000 §8's, answered with the NOT_ENOUGH_DATA code.
 */
export enum SummaryUnavailableReason {
  VIEWER = 'VIEWER',
  NO_EDIT_PERMISSION = 'NO_EDIT_PERMISSION',
  NOT_ENOUGH_CONTENT = 'NOT_ENOUGH_CONTENT',
  READ_ONLY_MODE = 'READ_ONLY_MODE',
}

export const SUMMARY_UNAVAILABLE_MESSAGE: Readonly<Record<SummaryUnavailableReason, string>> = {
  [SummaryUnavailableReason.VIEWER]: 'Viewers cannot generate summaries.',
  [SummaryUnavailableReason.NO_EDIT_PERMISSION]:
    'You have no edit permission in this project: ask someone with full access to it for write access.',
  [SummaryUnavailableReason.NOT_ENOUGH_CONTENT]: 'Not enough content to summarize',
  [SummaryUnavailableReason.READ_ONLY_MODE]:
    'This workspace is in read-only mode: summaries cannot be generated or changed.',
};

/** The message when generative AI is turned off for the workspace (by its plan or by a manager). */
export const GENERATIVE_AI_OFF_MESSAGE =
  'Generative AI is turned off for this workspace. A workspace manager can turn it on in Settings > AI.';

/** The message when summarisation alone is turned off by the workspace's plan (spec 001 disableSummarisation). */
export const SUMMARISATION_OFF_MESSAGE = "Summaries are turned off by this workspace's plan.";

/**
 * The least a note must hold to be summarised: fewer words than this give 'Not enough content to
 * summarize' (spec 000 §8). Two sentences of a dozen words is the least an extract can say anything of.
 */
export const MIN_SUMMARY_SOURCE_WORDS = 20;

/**
 * Summary languages offered (ISO 639-1). The spec names "default summary language" without a list;
 * these are the languages the common small instruct models write well.
 */
export const SUMMARY_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'pl',
  'cs',
  'ja',
  'ko',
  'zh',
] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];
export const DEFAULT_SUMMARY_LANGUAGE: SummaryLanguage = 'en';

/** Spec 000 §9: the workspace custom prompt; the spec gives no maximum, so the summary's own. */
export const MAX_CUSTOM_PROMPT_LENGTH = 4000;
