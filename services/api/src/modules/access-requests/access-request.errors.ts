import { ACCESS_REQUEST_LIMITS, AppError } from '@fieldnote/core';

/** The refusals of access requests, worded for people. */
export const accessRequestErrors = {
  notFound: (): AppError => AppError.notFound('Access request'),
  alreadyHasAccess: (): AppError =>
    AppError.badInput('You already have access to this project.', { field: 'projectId' }),
  mayNotDecide: (): AppError =>
    AppError.forbidden(
      'Only workspace managers and members with full access to this project can decide access requests.',
    ),
  alreadyDecided: (status: string): AppError =>
    AppError.badInput(`This access request was already ${status === 'APPROVED' ? 'approved' : 'denied'}.`),
  expired: (): AppError =>
    AppError.badInput(
      `This access request has expired: requests are valid for ${ACCESS_REQUEST_LIMITS.validDays} days. The member can ask again.`,
    ),
  noTarget: (): AppError => AppError.badInput('Give a projectId or a noteId.'),
} as const;
