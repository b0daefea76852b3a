/** What every CSV import says the same way; each target brings its own nouns (see CsvImportTexts). */
export const csvImportStrings = {
  steps: ['Choose a file', 'Map columns', 'Import', 'Report'] as readonly string[],
  chooseFile: 'Choose a CSV file',
  orPaste: 'or paste CSV text',
  pasteLabel: 'CSV text',
  readPasted: 'Use pasted text',
  fileTooLarge: (mb: number) => `This file is larger than ${mb} MB.`,
  noRows: 'This file has no rows under its header.',
  mapColumn: (field: string) => `Column for ${field}`,
  skipColumn: 'Do not import',
  required: ' (required)',
  preview: (shown: number, total: number) => `Preview: first ${shown} of ${total.toLocaleString()} rows`,
  previewLabel: 'Preview of the first rows',
  row: 'Row',
  field: 'Field',
  reason: 'Reason',
  startImport: (rows: number) => (rows === 1 ? 'Import 1 row' : `Import ${rows.toLocaleString()} rows`),
  importing: (done: number, total: number) =>
    `Importing… ${done.toLocaleString()} of ${total.toLocaleString()} rows`,
  rejectedCount: (n: number) =>
    n === 1 ? '1 row was not imported:' : `${n.toLocaleString()} rows were not imported:`,
  allImported: 'Every row was imported.',
  rejectedLabel: 'Rows not imported',
  importStopped: 'The import stopped. Rows before this point were imported; nothing after it was.',
  back: 'Back',
  done: 'Done',
  cancel: 'Cancel',
} as const;
