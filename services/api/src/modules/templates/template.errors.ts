import { AppError } from '@fieldnote/core';

/** The refusals of template calls, worded for people. */
export const templateErrors = {
  notFound: (): AppError => AppError.notFound('Template'),
  badDocument: (): AppError =>
    AppError.badInput('The template document is not a valid document. Reload the page and try again.', {
      field: 'contentJson',
    }),
  documentTooLong: (max: number): AppError =>
    AppError.badInput(`A template document can be at most ${max.toLocaleString('en-US')} characters long.`, {
      field: 'contentJson',
    }),
  wrongType: (expected: 'PROJECT' | 'INSIGHT'): AppError =>
    AppError.badInput(
      expected === 'PROJECT'
        ? 'That is an insight template: choose a project template to create a project.'
        : 'That is a project template: choose an insight template to create an insight.',
    ),
  documentOfProjectTemplate: (): AppError =>
    AppError.badInput('A project template has no document: it carries tags and fields.', {
      field: 'contentJson',
    }),
  tooManyParts: (what: string, max: number): AppError =>
    AppError.badInput(`A project template can carry at most ${max} ${what}.`),
} as const;
