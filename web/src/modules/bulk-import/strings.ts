/** What the bulk import page and wizard say. */
export const bulkImportStrings = {
  nav: 'Bulk import',
  title: 'Bulk import',
  intro:
    'Bring past research in from a spreadsheet: each row of a CSV or XLSX file becomes a note, or a survey response with its answers; importing the same file again adds nothing twice. Or bring documents: each plain text, Markdown, Word or PDF file becomes a note with the file attached.',
  newImport: 'New import',
  wizardTitle: 'Import notes or survey responses',
  fileHelp:
    'A CSV or XLSX file of at most 10 MB and 5,000 rows: its first row names the columns; each row after it is imported (the first sheet of a workbook). Or documents to keep as notes, as many as you like: plain text, Markdown, Word (.docx) or PDF files of at most 10 MB each, each one a note with the file attached.',
  chooseFile: 'Choose a spreadsheet or documents',
  spreadsheetAlone:
    'Import a CSV or XLSX file on its own: its columns are mapped before its rows are imported.',
  documentTooLarge: 'An import file can be at most 10 MB.',
  importingDocuments: (done: number, total: number) =>
    `Importing… ${done.toLocaleString()} of ${total.toLocaleString()} files`,
  allDocumentsImported: 'Every file was imported, each as a note with the file attached.',
  fileNumber: 'No.',
  refusedFiles: (n: number) =>
    n === 1 ? '1 file was not imported:' : `${n.toLocaleString()} files were not imported:`,
  project: 'Project',
  chooseProject: 'Choose the project the rows go into',
  uploading: 'Reading the file…',
  uploadFailed: 'The file could not be sent. Check your connection and try again.',
  kindLabel: 'Each row becomes',
  kindNotes: 'A note',
  kindSurvey: 'A survey response',
  mappingHelpNotes:
    "Choose what each column becomes. A note needs content or a title; without a title column, a note is named by its content's first line.",
  mappingHelpSurvey:
    "Map the survey's columns to questions: the heading is the question's text. Each response is a note titled 'Response 1', 'Response 2'… unless a column is its title. Multi-select answers are separated by semicolons.",
  column: 'Column',
  sample: 'First value',
  importAs: 'Import as',
  skip: 'Do not import',
  title_: 'Title',
  content: 'Content',
  date: 'Date',
  person: 'Person (name or e-mail)',
  field: (label: string) => `Field: ${label}`,
  freeText: 'Question (free text)',
  singleSelect: 'Question (single choice)',
  multiSelect: 'Question (multiple choice)',
  minDate: 'Skip rows dated before',
  maxDate: 'Skip rows dated after',
  preview: (shown: number, total: number) => `Preview: first ${shown} of ${total.toLocaleString()} rows`,
  needsContent: 'Map a column to the content or the title.',
  needsQuestion: 'Map at least one column to a question.',
  importedNotes: (n: number) =>
    n === 1 ? '1 note was imported.' : `${n.toLocaleString()} notes were imported.`,
  importedResponses: (n: number) =>
    n === 1 ? '1 survey response was imported.' : `${n.toLocaleString()} survey responses were imported.`,
  skipped: (n: number) =>
    n === 1
      ? '1 row was already in the project and was skipped.'
      : `${n.toLocaleString()} rows were already in the project and were skipped.`,
  failedStop: 'The import stopped:',
  errorCode: 'Code',
  moreFailures: (shown: number, total: number) =>
    `The first ${shown.toLocaleString()} of ${total.toLocaleString()} refused rows are shown.`,
  history: 'Past imports',
  noImports: 'No imports yet. Start one with New import.',
  file: 'File',
  kind: 'Rows into',
  status: 'Status',
  imported: 'Imported',
  failed: 'Refused',
  started: 'Uploaded',
  statuses: {
    DRAFT: 'Not started',
    QUEUED: 'Waiting',
    RUNNING: 'Importing',
    COMPLETED: 'Done',
    FAILED: 'Stopped',
  } as Record<string, string>,
  kinds: { CONTENT: 'Notes', SURVEY: 'Survey responses' } as Record<string, string>,
  reportTitle: (file: string) => `Import of ${file}`,
  openProject: 'Open project',
  draftHelp: 'This file was read but not imported: its columns were never mapped.',
  continueDraft: 'Map columns',
  close: 'Close',
  viewersCannot: 'Viewers cannot import. Ask a workspace manager to make you a contributor.',
  projectMenuImport: 'Import notes or survey responses',
} as const;
