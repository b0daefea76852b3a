import { AppError, PROJECT_VIEW_LIMITS } from '@fieldnote/core';

/** The refusals of project view changes, worded for people. */
export const projectViewErrors = {
  badState: (message: string): AppError => AppError.badInput(message, { field: 'state' }),
  badCanvas: (message: string): AppError => AppError.badInput(message, { field: 'objects' }),
  tooManyViews: (): AppError =>
    AppError.badInput(
      `A project can have at most ${PROJECT_VIEW_LIMITS.viewsPerProject} views. Delete one you no longer use first.`,
    ),
  viewAfterItself: (): AppError => AppError.badInput('A view cannot be placed after itself.'),
  itemAfterItself: (): AppError => AppError.badInput('A card cannot be placed after itself.'),
  pageSize: (): AppError =>
    AppError.badInput(
      `A page of a view has at most ${PROJECT_VIEW_LIMITS.pageSize} items (limit 1 to 100).`,
      {
        field: 'limit',
      },
    ),
  offset: (): AppError =>
    AppError.badInput('The offset must be a whole number, 0 or more.', { field: 'offset' }),
  fieldNotInProject: (): AppError =>
    AppError.badInput("That custom field is not one of this project's fields for this kind of item.", {
      field: 'state',
    }),
  groupFieldType: (expected: string): AppError =>
    AppError.badInput(`Grouping by ${expected} needs a ${expected} custom field.`, { field: 'state.group' }),
  publishedOnlyInsights: (): AppError =>
    AppError.badInput('Only views of insights can be grouped by published.', { field: 'state.group' }),
  fieldsNotOnHighlights: (): AppError =>
    AppError.badInput('Highlights have no custom fields: sort, filter and group them by other fields.', {
      field: 'state',
    }),
  notAnOption: (): AppError =>
    AppError.badInput(
      'That column is not an option of the field the board is grouped by. Reload the board.',
      {
        field: 'columnKey',
      },
    ),
  notAColumn: (): AppError =>
    AppError.badInput('That column is not on this board any more. Reload the board and try again.', {
      field: 'columnKey',
    }),
  tagColumnsFixed: (): AppError =>
    AppError.badInput(
      'A board grouped by tag shows each card under its tag: tag the highlight instead of moving the card.',
      { field: 'columnKey' },
    ),
  notInView: (): AppError =>
    AppError.badInput('That item is not in this view (another project, kind or filter). Reload the view.', {
      field: 'objectId',
    }),
  neighbourNotInColumn: (): AppError =>
    AppError.badInput(
      'The card to place it after is not in that column any more. Reload the board and try again.',
      {
        field: 'afterObjectId',
      },
    ),
} as const;
