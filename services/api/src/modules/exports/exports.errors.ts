import { AppError, ErrorCode } from '@fieldnote/core';

/** The messages of exports: one place, so API, tests and web agree. */
export const EXPORT_MESSAGES = {
  disabled: "This workspace's plan turns export off (the HIPAA add-on, spec 001 §6).",
} as const;

/** FORBIDDEN: the workspace's plan has `disableExport`. */
export function exportDisabled(): AppError {
  return new AppError(ErrorCode.FORBIDDEN, EXPORT_MESSAGES.disabled);
}
