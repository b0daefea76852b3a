import { AppError, DATA_RETENTION_DAYS } from '@fieldnote/core';

/** Codes of a refused policy change (in the error's details as `code`), stable for API callers. */
export enum DataRetentionRefusal {
  INVALID_PERIOD = 'INVALID_PERIOD',
  POLICY_LOCKED = 'POLICY_LOCKED',
}

/** The refusals of data retention, worded for people; each carries its code. */
export const dataRetentionErrors = {
  invalidPeriod: (field: string): AppError =>
    AppError.badInput(
      `Choose ${DATA_RETENTION_DAYS.slice(0, -1).join(', ')} or ${DATA_RETENTION_DAYS.at(-1)} days, or keep everything.`,
      {
        code: DataRetentionRefusal.INVALID_PERIOD,
        field,
        allowed: [...DATA_RETENTION_DAYS],
      },
    ),
  locked: (): AppError =>
    AppError.badInput(
      "A manager locked the workspace's data retention policy, so every project follows it. Unlock it in the workspace settings to set this project's own.",
      { code: DataRetentionRefusal.POLICY_LOCKED, field: 'projectId' },
    ),
} as const;
