/** What the note translation dialog says (spec 001: Translation ends as Success or Failure). */
export const translationStrings = {
  translate: 'Translate',
  title: 'Translate note',
  intro:
    'The AI translates the note paragraph by paragraph into a new note in this project, keeping its headings, lists and paragraphs.',
  needsModel:
    'Translation needs a language model: the built-in AI only quotes your data. Ask your operator to connect one (README “AI providers”).',
  highlightsNotCarried:
    'Highlights, comments and files are not carried over: the translation is a new note with the text only.',
  from: 'Translate from',
  projectLanguage: "The project's summary language",
  into: 'Translate into',
  start: 'Translate',
  starting: 'Starting…',
  queued: (language: string) => `Waiting for the AI to translate into ${language}…`,
  progress: (language: string, percent: number) => `Translating into ${language}… ${percent}%`,
  stop: 'Stop',
  stopping: 'Stopping…',
  stopped: 'Stopped. No note was created.',
  success: (language: string) => `Translated into ${language}.`,
  open: 'Open translation',
  failed: (message: string | null) => message ?? 'The translation failed.',
  close: 'Close',
  again: 'Translate again',
} as const;
