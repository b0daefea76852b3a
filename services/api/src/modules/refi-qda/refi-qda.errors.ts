import { AppError } from '@fieldnote/core';
import { MAX_QDA_FILE_BYTES, MAX_QDA_SOURCES } from './refi-qda.limits';

/** Codes of a refused REFI-QDA request (in the error's details as `code`), stable for API callers. */
export enum RefiQdaRefusal {
  NO_FILE = 'NO_FILE',
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  UNSUPPORTED_FORMAT = 'UNSUPPORTED_FORMAT',
  BAD_EXPORT_OPTION = 'BAD_EXPORT_OPTION',
  NO_CODES = 'NO_CODES',
}

const refuse = (code: RefiQdaRefusal, message: string, details: Record<string, unknown> = {}): AppError =>
  AppError.badInput(message, { code, ...details });

/** The refusals of REFI-QDA export and import, worded for people. */
export const refiQdaErrors = {
  notFound: (): AppError => AppError.notFound('Import'),
  projectRequired: (): AppError =>
    AppError.badInput('Say which project (projectId).', { field: 'projectId' }),
  noFile: (): AppError =>
    refuse(
      RefiQdaRefusal.NO_FILE,
      'Choose a .qdpx project or .qdc codebook file to import (the form field `file`).',
      { field: 'file' },
    ),
  fileTooLarge: (): AppError =>
    refuse(
      RefiQdaRefusal.FILE_TOO_LARGE,
      `An import file can be at most ${MAX_QDA_FILE_BYTES / 1024 / 1024} MB.`,
      {
        field: 'file',
        maximum: MAX_QDA_FILE_BYTES,
      },
    ),
  unsupported: (name: string): AppError =>
    refuse(
      RefiQdaRefusal.UNSUPPORTED_FORMAT,
      `"${name.slice(0, 80)}" is not a REFI-QDA file. Export a .qdpx project or a .qdc codebook from your QDA tool.`,
      { field: 'file' },
    ),
  badOption: (field: string, allowed: string[]): AppError =>
    refuse(RefiQdaRefusal.BAD_EXPORT_OPTION, `${field} is one of ${allowed.join(', ')}.`, { field }),
  noCodes: (): AppError =>
    refuse(
      RefiQdaRefusal.NO_CODES,
      'This project has no tags, so there is no codebook to export. Export the project (QDPX) instead.',
      {
        field: 'format',
      },
    ),
  exportDisabled: (): AppError =>
    AppError.forbidden(
      "This workspace's plan turns exports off (the HIPAA add-on), so nothing can be exported.",
    ),
  tooManySources: (count: number): string =>
    `The file has ${count} sources; an import takes at most ${MAX_QDA_SOURCES}. Split the project in your QDA tool.`,
} as const;
