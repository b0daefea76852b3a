import { AppError } from '@fieldnote/core';

/** The refusals of project access changes, worded for people. */
export const projectAccessErrors = {
  mayNotManage: (): AppError =>
    AppError.forbidden(
      'Only workspace managers and members with full access to this project can change who has access to it.',
    ),
  lockout: (): AppError =>
    AppError.badInput(
      'This change would take away your own full access to the project. Give yourself full access first, or ask a workspace manager.',
    ),
  unknownMember: (): AppError =>
    AppError.badInput('Only active members of this workspace can be given access.', { field: 'subjectId' }),
  unknownGroup: (): AppError => AppError.badInput('That user group does not exist.', { field: 'subjectId' }),
  badId: (): AppError => AppError.badInput('subjectId must be a UUID.', { field: 'subjectId' }),
} as const;
