import { AppError, MAX_TAG_DESCRIPTION_LENGTH } from '@fieldnote/core';

/** The refusals of tag changes, worded for people. */
export const tagErrors = {
  badColor: (): AppError =>
    AppError.badInput('Tag colour must be a hex colour such as #1e88e5.', { field: 'color' }),
  descriptionTooLong: (): AppError =>
    AppError.badInput(`Tag description can be at most ${MAX_TAG_DESCRIPTION_LENGTH} characters long.`, {
      field: 'description',
      maxLength: MAX_TAG_DESCRIPTION_LENGTH,
    }),
  duplicateTitle: (title: string): AppError =>
    AppError.badInput(`A tag named "${title}" already exists here. Pick another name or merge the two.`, {
      field: 'title',
    }),
  mergeIntoItself: (): AppError => AppError.badInput('A tag cannot be merged into itself.'),
  mergeAcrossProjects: (): AppError =>
    AppError.badInput(
      'These tags cannot be merged: a project tag merges into a tag of the same project or a workspace tag, and a workspace tag into another workspace tag.',
    ),
} as const;
