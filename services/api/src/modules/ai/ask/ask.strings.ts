import { MAX_ASK_QUESTION_LENGTH } from '@fieldnote/core';

/** Every sentence of Ask a person reads, in one place (ready for translation). */
export const askStrings = {
  emptyQuestion: 'Type a question to ask.',
  questionTooLong: `A question can be at most ${MAX_ASK_QUESTION_LENGTH} characters long.`,
  oneScope:
    'Ask within one project, one folder or one note at a time (or leave all three out for the whole workspace).',
  passagesHeading: 'Passages that match the question',
  /** How many notes and people (and projects) the answer drew on: every answer restates its sample. */
  sample: (notes: number, people: number, projects: number, passages: number): string =>
    `Based on ${passages} ${passages === 1 ? 'passage' : 'passages'} from ${notes} ${notes === 1 ? 'note' : 'notes'}` +
    ` in ${projects} ${projects === 1 ? 'project' : 'projects'}, with ${people} ${people === 1 ? 'person' : 'people'} linked to ${notes === 1 ? 'it' : 'them'}.`,
  extractiveSummary: (sample: string): string =>
    `${sample} The built-in AI does not write answers: it quotes the passages that best match the question, word for word.`,
  unverifiedModelSummary: (sample: string): string =>
    `${sample} The model's answer could not be checked against the sources, so only the matching passages are quoted.`,
} as const;
