import { AppError } from '@fieldnote/core';
import { MAX_IMPORT_ROWS } from './person-import.limits';

/** The refusals of people changes, worded for people. */
export const personErrors = {
  invalid: (field: 'name' | 'email', message: string): AppError => AppError.badInput(message, { field }),
  duplicateEmail: (email: string): AppError =>
    AppError.badInput(
      `A person with the e-mail address ${email} already exists. Open them or merge the two.`,
      {
        field: 'email',
      },
    ),
  mergeIntoItself: (): AppError => AppError.badInput('A person cannot be merged into themselves.'),
  tooManyRows: (count: number): AppError =>
    AppError.badInput(`An import takes at most ${MAX_IMPORT_ROWS} rows at a time; this one has ${count}.`, {
      field: 'rows',
      max: MAX_IMPORT_ROWS,
    }),
} as const;
