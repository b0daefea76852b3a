/** Every string of Ask a person reads, in one place (ready for translation). */
export const askStrings = {
  title: 'Ask',
  projectHint:
    'Ask a question about this project’s notes: the answer quotes them, and every quote opens the note at its words.',
  searchHint: 'Ask a question over what this search’s filters cover: the answer quotes notes you can read.',
  label: 'Your question',
  placeholder: 'What slowed down onboarding?',
  ask: 'Ask',
  asking: 'Reading the notes…',
  extractiveNotice:
    'No AI model is configured: the built-in provider does not write answers. It quotes the passages that best match your question, word for word.',
  modelNotice: (model: string) =>
    `Written by ${model} from the quoted passages; every quote was checked against its note.`,
  removed: (quotes: number, sentences: number) =>
    `${quotes} ${quotes === 1 ? 'quote' : 'quotes'} the model gave could not be found in the notes and ${quotes === 1 ? 'was' : 'were'} dropped` +
    (sentences > 0
      ? `, with the ${sentences} ${sentences === 1 ? 'sentence' : 'sentences'} resting on them.`
      : '.'),
  sources: 'Sources',
  openAtWords: 'Open at these words',
  citation: (ref: string) => `Source ${ref}`,
  aligned: 'Matched closely (the model’s wording differed slightly; the note’s own words are shown).',
} as const;
