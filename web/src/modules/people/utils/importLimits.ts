/**
 * Limits of a CSV import of people. Spec 001 §9: import files up to 10 MB (10485760 bytes) and
 * "import max 5000" rows; the rows go to the server in batches (spec 001 §9 batch sizes, the server
 * takes at most 1000 a call) so the dialog can show progress.
 */
export const IMPORT_LIMITS = {
  maxFileBytes: 10485760,
  maxRows: 5000,
  batchRows: 500,
  previewRows: 5,
} as const;
