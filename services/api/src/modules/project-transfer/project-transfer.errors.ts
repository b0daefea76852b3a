import { AppError, ErrorCode } from '@fieldnote/core';
import {
  MAX_TRANSFER_ENTRIES,
  MAX_TRANSFER_FILE_BYTES,
  MAX_TRANSFER_UNCOMPRESSED_BYTES,
  TRANSFER_FORMAT_VERSIONS,
} from './project-transfer.limits';

/** Codes of a refused transfer (in the error's details as `code`), stable for API callers. */
export enum ProjectTransferRefusal {
  NO_FILE = 'NO_FILE',
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  NOT_A_ZIP = 'NOT_A_ZIP',
  TOO_MANY_ENTRIES = 'TOO_MANY_ENTRIES',
  UNCOMPRESSED_TOO_LARGE = 'UNCOMPRESSED_TOO_LARGE',
  MISSING_MANIFEST = 'MISSING_MANIFEST',
  WRONG_VERSION = 'WRONG_VERSION',
  BAD_RECORD = 'BAD_RECORD',
  MISSING_ORIGINAL = 'MISSING_ORIGINAL',
  EXPORT_DISABLED = 'EXPORT_DISABLED',
  NOT_READY = 'NOT_READY',
}

const refuse = (
  code: ProjectTransferRefusal,
  message: string,
  details: Record<string, unknown> = {},
): AppError => AppError.badInput(message, { code, field: 'file', ...details });

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The refusals of project exports and imports, worded for people; each carries its code. */
export const projectTransferErrors = {
  notFound: (): AppError => AppError.notFound('Project transfer'),
  noFile: (): AppError =>
    refuse(
      ProjectTransferRefusal.NO_FILE,
      'Choose a project export file (.zip) to import (the form field `file`).',
    ),
  fileTooLarge: (): AppError =>
    refuse(
      ProjectTransferRefusal.FILE_TOO_LARGE,
      `A project export file can be at most ${MB(MAX_TRANSFER_FILE_BYTES)} MB.`,
      { maximum: MAX_TRANSFER_FILE_BYTES },
    ),
  notAZip: (): AppError =>
    refuse(
      ProjectTransferRefusal.NOT_A_ZIP,
      'This file is not a zip archive. Choose the .zip file that "Export project" downloaded.',
    ),
  tooManyEntries: (count: number): AppError =>
    refuse(
      ProjectTransferRefusal.TOO_MANY_ENTRIES,
      `A project export file holds at most ${MAX_TRANSFER_ENTRIES} entries; this one has ${count}.`,
      { maximum: MAX_TRANSFER_ENTRIES },
    ),
  uncompressedTooLarge: (): AppError =>
    refuse(
      ProjectTransferRefusal.UNCOMPRESSED_TOO_LARGE,
      `The files inside this zip would take more than ${MB(MAX_TRANSFER_UNCOMPRESSED_BYTES)} MB unpacked, more than an import takes.`,
      { maximum: MAX_TRANSFER_UNCOMPRESSED_BYTES },
    ),
  missingManifest: (): AppError =>
    refuse(
      ProjectTransferRefusal.MISSING_MANIFEST,
      'This zip has no Manifest.json, so it is not a Fieldnote project export.',
    ),
  wrongVersion: (found: string): AppError =>
    refuse(
      ProjectTransferRefusal.WRONG_VERSION,
      `This export file is of format ${found.slice(0, 60)}; this installation imports version ${TRANSFER_FORMAT_VERSIONS.join(' or ')} project exports.`,
      { supported: TRANSFER_FORMAT_VERSIONS },
    ),
  badRecord: (file: string, detail: string): AppError =>
    refuse(
      ProjectTransferRefusal.BAD_RECORD,
      `${file.slice(0, 80)} is not as a project export writes it: ${detail.slice(0, 300)}`,
      { entry: file.slice(0, 80) },
    ),
  missingOriginal: (path: string): AppError =>
    refuse(
      ProjectTransferRefusal.MISSING_ORIGINAL,
      `The manifest lists ${path.slice(0, 120)} as complete, but the zip does not hold it.`,
      { entry: path.slice(0, 120) },
    ),
  exportDisabled: (): AppError =>
    new AppError(
      ErrorCode.FORBIDDEN,
      "This workspace's plan turns project export off (the HIPAA add-on, spec 001 §6).",
      { code: ProjectTransferRefusal.EXPORT_DISABLED },
    ),
  notReady: (): AppError =>
    AppError.badInput('This export is not ready to download yet; wait until it has completed.', {
      code: ProjectTransferRefusal.NOT_READY,
      field: 'id',
    }),
} as const;
