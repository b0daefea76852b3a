/** Every string of the transcription screens (ready for translation). */
export const transcriptionStrings = {
  nav: 'Transcription',
  settingsTitle: 'Transcription',
  settingsSubtitle:
    'Recordings are transcribed by the speech-to-text endpoint your operator set up; without one, transcripts are imported as WebVTT or SRT files.',
  endpointIs: (model: string) => `Transcribing with the model ${model} on the configured endpoint.`,
  defaultLanguage: 'Default language',
  defaultLanguageHelp:
    'Used when a member transcribes without picking a language; projects may set their own.',
  provider: 'Provider',
  providerEndpoint: 'The configured transcription endpoint',
  providerImportOnly: 'None: import transcripts only',
  providerLocked: 'Your plan does not include choosing the transcription provider.',
  settingsLocked:
    'Your plan does not include transcription settings. The defaults apply: auto-identify the language.',
  managersOnly: 'Only managers can change the transcription settings.',
  save: 'Save',
  saved: 'Transcription settings saved.',
  usage: (used: number, max: number | null) =>
    max === null
      ? `${used} minutes transcribed this month (no limit).`
      : `${used} of ${max} minutes transcribed this month.`,
  hipaa: 'HIPAA transcription is enforced by your plan.',
  autoIdentify: 'Auto-identify',
  languageLabel: 'Language',
  // Project settings.
  projectTitle: 'Transcription',
  projectIntro: 'The language this project’s recordings are transcribed in, unless a member picks another.',
  followWorkspace: (language: string) => `Follow the workspace (${language})`,
  projectSaved: 'Project transcription language saved.',
  backToSettings: 'Project settings',
  projectSettingsEntry: {
    title: 'Transcription',
    body: 'The language this project’s recordings are transcribed in.',
  },
  // The file view.
  transcribe: 'Transcribe',
  transcribeLanguage: 'Transcription language',
  transcribing: (progress: number) => `Transcribing… ${progress}%`,
  queued: 'Waiting for the worker…',
  cancel: 'Cancel transcription',
  cancelled: 'The transcription was cancelled; the transcript was not changed.',
  failed: (message: string) => `The transcription failed: ${message}`,
  completed: (cues: number, minutes: number) =>
    `Transcribed: ${cues} ${cues === 1 ? 'line' : 'lines'}, ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} counted.`,
  replaceWarning: 'Transcribing replaces the current transcript.',
} as const;
