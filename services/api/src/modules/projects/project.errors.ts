import { AppError, MAX_LENGTH, MAX_PROJECTS_PER_WORKSPACE } from '@fieldnote/core';

/** The messages a project change can be refused with: one place, so API, tests and web agree. */
export const PROJECT_MESSAGES = {
  titleTooLong: `Project title can be at most ${MAX_LENGTH.projectTitle} characters long.`,
  summaryTooLong: `Project summary can be at most ${MAX_LENGTH.projectSummary} characters long.`,
  iconTooLong: `Project icon can be at most ${MAX_LENGTH.projectIcon} characters long.`,
  badColor: 'Project color must be a hex color such as #3F51B5.',
  tooMany: `A workspace can have at most ${MAX_PROJECTS_PER_WORKSPACE} projects.`,
  notInTrash: 'Only a project in the trash can be deleted forever. Delete it first.',
} as const;

/** BAD_USER_INPUT: the workspace already has MAX_PROJECTS_PER_WORKSPACE live projects. */
export function tooManyProjects(): AppError {
  return AppError.badInput(PROJECT_MESSAGES.tooMany, { limit: MAX_PROJECTS_PER_WORKSPACE });
}
