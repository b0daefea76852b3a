import { AppError } from '@fieldnote/core';

/** The refusals of folder changes, worded for people. */
export const folderErrors = {
  intoItself: (): AppError =>
    AppError.badInput('A folder cannot be moved into itself or into one of its own sub-folders.', {
      field: 'parentId',
    }),
} as const;
