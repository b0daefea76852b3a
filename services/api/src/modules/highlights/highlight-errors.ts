import { AppError, MAX_LENGTH, MAX_TAGS_PER_HIGHLIGHT } from '@fieldnote/core';

/** The refusals of highlight changes, worded for people. */
export const highlightErrors = {
  empty: (): AppError => AppError.badInput('Select some text to highlight.', { field: 'text' }),
  tooLong: (): AppError =>
    AppError.badInput(`Highlight text can be at most ${MAX_LENGTH.highlightText} characters long.`, {
      field: 'text',
      maxLength: MAX_LENGTH.highlightText,
    }),
  outOfNote: (): AppError =>
    AppError.badInput('The selection is outside the note text. Reload the note and try again.', {
      field: 'startOffset',
    }),
  textMismatch: (): AppError =>
    AppError.badInput(
      'The selected text no longer matches the note (it may have just changed). Reload the note and try again.',
      { field: 'text' },
    ),
  badAnchor: (side: 'start' | 'end'): AppError =>
    AppError.badInput(`The highlight's ${side} anchor is not a valid position in this note.`, {
      field: `${side}Anchor`,
    }),
  tooManyTags: (): AppError =>
    AppError.badInput(`A highlight can carry at most ${MAX_TAGS_PER_HIGHLIGHT} tags.`, {
      field: 'tagIds',
      max: MAX_TAGS_PER_HIGHLIGHT,
    }),
  tagOutOfProject: (): AppError =>
    AppError.badInput(
      "This tag belongs to another project: use a tag of the note's project or a workspace tag.",
      {
        field: 'tagIds',
      },
    ),
} as const;
