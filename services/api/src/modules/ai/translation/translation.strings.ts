/** What translation says to people (spec 001: Translation ends as Success or Failure). */
export const translationStrings = {
  viewer: 'Viewers cannot translate notes: ask for edit permission on the project.',
  noEditPermission: 'You need edit permission on this project to translate its notes.',
  builtInCannotTranslate:
    'Translation needs a language model: the built-in AI only quotes your data. Ask your operator to configure one (README “AI providers”).',
  sameLanguage: (language: string) =>
    `The note is already in ${language}: choose another language to translate it into.`,
  tooLong: (max: number) =>
    `This note is too long to translate: at most ${max.toLocaleString('en-US')} characters are sent to the language model.`,
  empty: 'This note has no text to translate.',
  modelFailed: 'The language model could not translate this note. Try again in a moment.',
  aiTurnedOff: 'Generative AI was turned off for the workspace while the note was being translated.',
  planEnded:
    "The workspace's plan no longer includes note translation, or it has ended: nothing was translated.",
  noteGone: 'The note was moved to the trash before it could be translated.',
  alreadyEnded: (status: string) => `This translation has already ended (${status}).`,
  cancelForbidden: 'Only the member who asked for this translation, or a contributor, can stop it.',
} as const;
