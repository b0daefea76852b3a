import { AppError } from '@fieldnote/core';

/** The refusals of saved feed changes, worded for people, each naming its field. */
export const savedFeedErrors = {
  notFound: (): AppError => AppError.notFound('Saved feed'),
  searchTooLong: (max: number): AppError =>
    AppError.badInput(`The saved search can be at most ${max} characters long.`, { field: 'search' }),
  unknownParameter: (name: string): AppError =>
    AppError.badInput(
      `The saved search has a parameter "${name.slice(0, 40)}" the search page does not have.`,
      { field: 'search' },
    ),
  badFilter: (): AppError =>
    AppError.badInput('The filter of the saved search must be valid JSON of an object.', {
      field: 'search.filter',
    }),
  badProjectIds: (): AppError =>
    AppError.badInput('Every id in the saved search’s projectIds must be a UUID.', {
      field: 'search.projectIds',
    }),
  queryTooLong: (max: number): AppError =>
    AppError.badInput(`The saved search's query can be at most ${max} characters long.`, {
      field: 'search.query',
    }),
  tooMany: (max: number): AppError =>
    AppError.badInput(`You can save at most ${max} feeds. Delete one you no longer use first.`, {
      field: 'title',
    }),
} as const;
