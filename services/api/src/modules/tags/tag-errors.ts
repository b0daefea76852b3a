import { AppError, MAX_TAGS_PER_HIGHLIGHT, MAX_TAG_DESCRIPTION_LENGTH } from '@fieldnote/core';

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
  highlightOutOfProject: (): AppError =>
    AppError.badInput(
      "A project tag can only go on that project's highlights: make it a workspace tag to tag highlights of several projects.",
      { field: 'highlightIds' },
    ),
  highlightFull: (): AppError =>
    AppError.badInput(
      `A highlight of this theme already carries ${MAX_TAGS_PER_HIGHLIGHT} tags, the most it can: take one off first.`,
      { field: 'highlightIds', max: MAX_TAGS_PER_HIGHLIGHT },
    ),
} as const;
