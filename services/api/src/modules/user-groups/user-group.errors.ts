import { AppError, USER_GROUP_LIMITS } from '@fieldnote/core';

/** The refusals of user-group changes, worded for people. */
export const userGroupErrors = {
  tooManyGroups: (): AppError =>
    AppError.badInput(`A workspace can have at most ${USER_GROUP_LIMITS.groupsPerWorkspace} user groups.`, {
      limit: USER_GROUP_LIMITS.groupsPerWorkspace,
    }),
  tooManyMembers: (): AppError =>
    AppError.badInput(`A user group can have at most ${USER_GROUP_LIMITS.membersPerGroup} members.`, {
      field: 'memberIds',
      limit: USER_GROUP_LIMITS.membersPerGroup,
    }),
  nameTaken: (name: string): AppError =>
    AppError.badInput(`A user group named "${name}" already exists.`, { field: 'name' }),
  notAMember: (): AppError =>
    AppError.badInput('Only active members of this workspace can be added to a user group.', {
      field: 'memberIds',
    }),
} as const;
