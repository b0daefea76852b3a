import type { BulkImportColumnInput, BulkImportProcessedInto } from '../../../gql/graphql';

/** What the "Import as" select of one column holds: a target, a field (`FIELD:<id>`) or a question type. */
export type ColumnChoice =
  | ''
  | 'TITLE'
  | 'CONTENT'
  | 'DATE'
  | 'PERSON'
  | `FIELD:${string}`
  | 'QUESTION:FREE_TEXT'
  | 'QUESTION:SINGLE_SELECT'
  | 'QUESTION:MULTI_SELECT';

const GUESSES: { pattern: RegExp; choice: ColumnChoice; kinds: BulkImportProcessedInto[] }[] = [
  {
    pattern: /^(title|subject|name of (the )?note|heading)$/i,
    choice: 'TITLE',
    kinds: ['CONTENT', 'SURVEY'],
  },
  {
    pattern: /^(content|text|notes?|body|transcript|comments?|feedback|description)$/i,
    choice: 'CONTENT',
    kinds: ['CONTENT'],
  },
  {
    pattern: /^(date|time|timestamp|created( at)?|submitted( at)?|when)$/i,
    choice: 'DATE',
    kinds: ['CONTENT', 'SURVEY'],
  },
  {
    pattern: /^(e-?mail|person|participant|customer|respondent|interviewee|who)$/i,
    choice: 'PERSON',
    kinds: ['CONTENT', 'SURVEY'],
  },
];

/**
 * A first mapping from the headings: the usual names of a title, content, date and person column;
 * in a survey every other column is a free-text question. Each target is guessed for one column only.
 */
export function guessChoices(headers: readonly string[], kind: BulkImportProcessedInto): ColumnChoice[] {
  const taken = new Set<ColumnChoice>();
  return headers.map((heading) => {
    const guess = GUESSES.find((g) => g.kinds.includes(kind) && g.pattern.test(heading.trim()));
    if (guess && !taken.has(guess.choice)) {
      taken.add(guess.choice);
      return guess.choice;
    }
    return kind === 'SURVEY' && heading.trim() !== '' ? 'QUESTION:FREE_TEXT' : '';
  });
}

/** The mapping as startBulkImport takes it: mapped columns only. */
export function toColumnsInput(choices: readonly ColumnChoice[]): BulkImportColumnInput[] {
  const columns: BulkImportColumnInput[] = [];
  choices.forEach((choice, column) => {
    if (choice === '') return;
    if (choice.startsWith('FIELD:')) columns.push({ column, target: 'FIELD', fieldId: choice.slice(6) });
    else if (choice.startsWith('QUESTION:'))
      columns.push({
        column,
        target: 'QUESTION',
        questionType: choice.slice(9) as BulkImportColumnInput['questionType'],
      });
    else columns.push({ column, target: choice as BulkImportColumnInput['target'] });
  });
  return columns;
}

/** Why the mapping cannot start yet (the server checks the rest), or null. */
export function mappingProblem(
  choices: readonly ColumnChoice[],
  kind: BulkImportProcessedInto,
  messages: { needsContent: string; needsQuestion: string },
): string | null {
  if (kind === 'SURVEY')
    return choices.some((c) => c.startsWith('QUESTION:')) ? null : messages.needsQuestion;
  return choices.includes('CONTENT') || choices.includes('TITLE') ? null : messages.needsContent;
}

/** Targets that one column at most may take: choosing one for a column frees it from the others. */
export function choose(
  choices: readonly ColumnChoice[],
  column: number,
  choice: ColumnChoice,
): ColumnChoice[] {
  const unique = choice !== '' && !choice.startsWith('QUESTION:');
  return choices.map((current, index) => {
    if (index === column) return choice;
    return unique && current === choice ? '' : current;
  });
}
