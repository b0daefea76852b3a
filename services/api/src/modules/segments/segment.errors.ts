import { AppError } from '@fieldnote/core';

/** The refusals of segment changes, worded for people, each naming its field. */
export const segmentErrors = {
  notFound: (): AppError => AppError.notFound('Segment'),
  duplicateTitle: (title: string): AppError =>
    AppError.badInput(`A segment named "${title.slice(0, 60)}" already exists. Choose another name.`, {
      field: 'title',
    }),
  tooMany: (max: number): AppError =>
    AppError.badInput(`A workspace can have at most ${max} segments. Delete one you no longer use first.`, {
      field: 'title',
    }),
  tooManyPeople: (max: number): AppError =>
    AppError.badInput(`Add or remove at most ${max} people at a time.`, { field: 'personIds' }),
  badPersonId: (): AppError => AppError.badInput('Every person id must be a UUID.', { field: 'personIds' }),
  unknownPeople: (count: number): AppError =>
    AppError.badInput(
      count === 1 ? 'One of these people does not exist.' : `${count} of these people do not exist.`,
      { field: 'personIds' },
    ),
} as const;
