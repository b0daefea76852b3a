import { AppError } from '@fieldnote/core';

/** Ids one list of a tag chart change may name (collapsed groups, hidden items). */
export const MAX_TAG_CHART_IDS = 1000;

/** Refusals of tag chart changes, each naming its field. */
export const tagChartErrors = {
  badId: (field: string): AppError => AppError.badInput(`Every id in ${field} must be a UUID.`, { field }),
  notOfProject: (field: string): AppError =>
    AppError.badInput(`Every id in ${field} must be a tag group or tag of this project.`, { field }),
  tooMany: (field: string, max: number): AppError =>
    AppError.badInput(`${field} can name at most ${max} ids.`, { field }),
} as const;
