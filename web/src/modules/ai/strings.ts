/** Every string of the AI features, in one place (ready for translation). */
export const aiStrings = {
  summaryTab: 'Summary',
  framework: 'Framework',
  language: 'Language',
  customPrompt: 'Your prompt',
  customPromptHelp: 'What the summary should pick out of this note.',
  generate: 'Generate summary',
  regenerate: 'Regenerate',
  generating: 'Generating…',
  edit: 'Edit',
  makeDefault: 'Make project default',
  isDefault: "The project's default framework and language.",
  frameworkNotInPlan: "Not included in this workspace's plan.",
  advancedFrameworksNotInPlan:
    "Advanced summary frameworks (every one but Summary and Essential) are not included in this workspace's plan.",
  customPromptNotInPlan: "Summaries by your own prompt are not included in this workspace's plan.",
  upgradeForBoth: (advanced: string, custom: string) =>
    advanced === custom
      ? `Upgrade to ${advanced} to use them.`
      : `Upgrade to ${advanced} for the advanced frameworks, to ${custom} for your own prompt.`,
  advancedAndCustomNotInPlan:
    "Advanced summary frameworks (every one but Summary and Essential) and summaries by your own prompt are not included in this workspace's plan.",
  save: 'Save',
  cancel: 'Cancel',
  noSummary: 'This note has no summary yet. Pick a framework and generate one.',
  noSummaryViewer: 'This note has no summary yet.',
  regenerateReplaces: 'Regenerating replaces the summary, edits included.',
  madeBy: (provider: string, model: string, when: string) =>
    `Made by ${providerName(provider)} (${model}), ${when}.`,
  editedOn: (when: string) => `Edited by hand ${when}.`,
  builtInNotice:
    'No AI model is configured: the built-in provider extracts sentences from the note, word for word, under the framework’s headings. It writes nothing of its own, so quotes stay in the note’s language.',
  summaryLength: (n: number, max: number) => `${n} / ${max} characters`,
  // An insight's summary
  insightSummaryTitle: 'AI summary',
  insightSummaryHelp: 'Made from this insight’s text and the highlights it cites that you can read.',
  noInsightSummary: 'This insight has no summary yet. Pick a framework and generate one.',
  noInsightSummaryViewer: 'This insight has no summary yet.',
  builtInInsightNotice:
    'No AI model is configured: the built-in provider picks sentences from this insight and the highlights it cites, word for word, under the framework’s headings. It writes nothing of its own.',
  insightSummaryLabel: 'Insight summary',
  // A summary being written (a job, streamed)
  writingProgress: (percent: number) => `Writing the summary… ${percent} %`,
  queued: 'Waiting to start…',
  cancelGeneration: 'Stop generating',
  cancelling: 'Stopping…',
  generationCancelled: (kept: boolean) =>
    kept ? 'Stopped. Nothing was saved; the summary before is kept.' : 'Stopped. Nothing was saved.',
  generationFailed: (message: string | null) => `The summary could not be written. ${message ?? ''}`.trim(),
  streamingNotice: 'Not saved until it is finished.',
  // Suggested highlights (in a note's Highlights tab)
  suggestionsTitle: 'Suggested highlights',
  suggestionsCount: (n: number) => `${n} to review`,
  suggestionsHelp:
    'Suggested by AI from this note’s own words. Accept to make a highlight (yours, marked AI-generated) or reject to hide it.',
  suggestionsBuiltIn:
    'Built-in: the note’s most telling sentences, tags by similarity to your tags. No model writes anything.',
  suggest: 'Suggest highlights',
  suggesting: 'Suggesting…',
  accept: 'Accept',
  reject: 'Reject',
  acceptAll: 'Accept all',
  acceptSuggestion: (text: string) => `Accept suggestion “${text.slice(0, 40)}”`,
  rejectSuggestion: (text: string) => `Reject suggestion “${text.slice(0, 40)}”`,
  noSuggestions: 'None waiting. “Suggest highlights” picks the note’s most telling sentences.',
  noSuggestionsViewer: 'No suggestions waiting.',
  suggestedTags: 'Suggested tags',
  suggestedMark: (reason: string) => `Suggested by AI: ${reason}`,
  suggestedNone: (n: number) =>
    n === 0 ? 'Nothing new to suggest: every telling sentence is highlighted or was suggested before.' : '',
  acceptedAll: (accepted: number, skipped: number) =>
    skipped > 0
      ? `${accepted} accepted; ${skipped} left, their words are no longer in the note.`
      : `${accepted} accepted.`,
  aiGenerated: 'AI-generated',
  // The summarize auto feature in the Summary tab
  autoSummaryOn:
    'This project summarises notes automatically once their text stays unchanged for a short while.',
  autoSummarySuggested: (framework: string) =>
    `A summary by ${framework}, this project’s default, is suggested for this note.`,
  generateSuggested: 'Generate suggested summary',
  // The redact auto feature in the note sidebar
  redactionsTitle: 'Personal data to redact',
  redactionsCount: (n: number) => `${n} to review`,
  redactionsHelp:
    'Found in this note by the redact auto feature. Redact replaces the words in the note with a mark.',
  redactionKind: {
    EMAIL: 'E-mail address',
    PHONE: 'Phone number',
    CARD_NUMBER: 'Card number',
    PERSON_NAME: 'Name of a linked person',
  } as Record<string, string>,
  redact: 'Redact',
  keep: 'Keep',
  redactWords: (text: string) => `Redact “${text}”`,
  keepWords: (text: string) => `Keep “${text}”`,
  // Auto features (/settings/ai)
  autoTitle: 'Auto features',
  autoSubtitle:
    'On applies AI suggestions once a note’s text has stayed unchanged for a short while after it was saved or imported, Suggest shows them in the note for review, Off does nothing. Projects can choose their own.',
  autoFeature: {
    summarize: 'Summaries',
    highlights: 'Highlights',
    tags: 'Tags',
    redact: 'Redaction',
    insights: 'Insights',
  } as Record<string, string>,
  autoMode: { On: 'On', Suggest: 'Suggest', Off: 'Off' } as Record<string, string>,
  /** One line on what a key does where its effect is not on a note. */
  autoFeatureHint: {
    insights:
      'Themes of a project as draft insights: On drafts every theme when a themes run completes, Suggest adds “Draft insight” to each theme, Off neither.',
  } as Record<string, string>,
  autoProjectSubtitle:
    'This project’s own choice, over the workspace’s: On applies AI suggestions once a note’s text has stayed unchanged for a short while, Suggest shows them for review, Off does nothing.',
  autoFollow: (mode: string) => `Workspace (${mode})`,
  autoProjectMenu: 'AI auto features',
  close: 'Close',
  // /settings/ai
  nav: 'AI',
  settingsTitle: 'AI',
  settingsSubtitle: 'Generative AI for the whole workspace, and what the AI did.',
  switchLabel: 'Generative AI',
  switchHelp: 'Off removes every AI feature (summaries and everything to come) for every member.',
  disabledByPlan: 'Your plan turns generative AI off: the switch has no effect until the plan allows it.',
  providerIs: (provider: string, model: string) => `Provider: ${providerName(provider)}, model ${model}.`,
  activityTitle: 'AI activity',
  activitySubtitle:
    'Every AI output: provider, model, task, prompt version, the inputs it saw, who asked and when.',
  noActivity: 'Nothing yet. Summaries generated in notes appear here.',
  managersOnly: 'Only workspace managers can change AI settings and see AI activity.',
  colStarted: 'When',
  colTask: 'Task',
  colFramework: 'Framework',
  colProvider: 'Provider',
  colModel: 'Model',
  colModelRegion: 'Model region',
  /** The model region of an output the server's own model (or the built-in provider) made. */
  ownModelRegion: 'This server',
  answeredIn: (region: string | null) =>
    region ? `Answered by the model of the ${region} region` : "Answered by this server's own model",
  colPrompt: 'Prompt version',
  colInputs: 'Inputs',
  colLanguage: 'Language',
  colAskedBy: 'Asked by',
  colDuration: 'Duration',
  colStatus: 'Status',
  status: (status: string) =>
    ({ SUCCEEDED: 'Succeeded', FAILED: 'Failed', CANCELLED: 'Cancelled' })[status] ?? status,
  cancelledLabel: 'Cancelled',
  inputs: (kind: string, n: number) => `${n} ${kind.toLowerCase()}${n === 1 ? '' : 's'}`,
  colProject: 'Project',
  // /settings/analytics
  analyticsNav: 'AI activity',
  analyticsTitle: 'AI activity',
  analyticsSubtitle:
    'What the AI did in this workspace, newest first: who asked, the task or framework, provider, model and the region whose model answered, prompt template version, the inputs it saw and when. Select a row to see its inputs.',
  analyticsManagersOnly: 'Only workspace managers can see AI activity.',
  inputsTitle: 'Inputs the AI saw',
  inputsOf: (task: string, when: string) => `${task} · ${when}`,
  noInputs: 'No inputs: nothing was found to answer from.',
  errorLabel: 'Error',
} as const;

/** What an AI task is called in the AI activity list (the API's AiTask). */
export const AI_TASK_LABELS: Readonly<Record<string, string>> = {
  NOTE_SUMMARY: 'Note summary',
  INSIGHT_SUMMARY: 'Insight summary',
  INSIGHT_DRAFT: 'Insight draft',
  ASK: 'Ask',
  CHAT: 'Chat',
  THEMES: 'Themes',
  CHANNEL_THEMES: 'Channel themes',
  SUGGESTED_HIGHLIGHTS: 'Suggested highlights',
  TRANSCRIPTION: 'Transcription',
  REDACTION: 'Redaction',
  TRANSLATION: 'Translation',
};

/** A task's label, or its API name for a task this app does not know yet. */
export function aiTaskLabel(task: string): string {
  return AI_TASK_LABELS[task] ?? task;
}

/** A provider kind as a column reads it. */
export const AI_PROVIDER_LABELS: Readonly<Record<string, string>> = {
  BUILT_IN: 'Built-in',
  LOCAL_MODEL: 'Local model',
  OPENAI_COMPATIBLE: 'OpenAI-compatible',
};

/** A provider kind as people read it. */
export function providerName(kind: string): string {
  return kind === 'BUILT_IN'
    ? 'the built-in extractive provider'
    : kind === 'LOCAL_MODEL'
      ? 'a local model'
      : 'an OpenAI-compatible model';
}

/** The summary languages offered, by code. */
export const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  no: 'Norsk',
  fi: 'Suomi',
  pl: 'Polski',
  cs: 'Čeština',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};
