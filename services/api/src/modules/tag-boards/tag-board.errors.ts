import { AppError } from '@fieldnote/core';

/** The refusals of tag board changes, worded for people. */
export const tagBoardErrors = {
  badColor: (): AppError =>
    AppError.badInput('Tag group colour must be a hex colour such as #1e88e5.', { field: 'color' }),
  groupAfterItself: (): AppError => AppError.badInput('A tag group cannot be placed after itself.'),
  tagAfterItself: (): AppError => AppError.badInput('A tag cannot be placed after itself.'),
  groupOfOtherBoard: (): AppError => AppError.badInput('That tag group belongs to another board.'),
  tagOfOtherProject: (): AppError =>
    AppError.badInput("Only the project's own tags and workspace tags can be placed on its boards."),
  neighbourNotInGroup: (): AppError =>
    AppError.badInput(
      'The tag to place it after is not in that group any more. Reload the board and try again.',
    ),
} as const;
