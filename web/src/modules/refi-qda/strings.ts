/** What the REFI-QDA export and import dialogs say. */
export const refiQdaStrings = {
  exportMenu: 'Export for QDA tools (REFI-QDA)',
  importMenu: 'Import from QDA tools',
  exportTitle: 'Export for QDA tools',
  exportIntro:
    'Download this project in the REFI-QDA exchange format that NVivo, ATLAS.ti, MAXQDA and QualCoder open. Only what you can read is exported.',
  formatLabel: 'What to export',
  formatProject:
    'Project (.qdpx): notes as sources, highlights as coded selections, tags as codes, people as cases, insights as memos',
  formatCodebook: 'Codebook only (.qdc): tags as codes, tag groups as parent codes',
  lineEndingLabel: 'Line endings of the exported text',
  lineEndingLf: 'LF (NVivo, ATLAS.ti, QualCoder)',
  lineEndingCrlf: 'CRLF (MAXQDA, Windows tools)',
  download: 'Download',
  preparing: 'Preparing the file…',
  exportFailed: 'The export could not be downloaded. Check your connection and try again.',
  cancel: 'Cancel',
  close: 'Close',
  importTitle: 'Import from QDA tools',
  importIntro:
    'Bring in a project (.qdpx) or a codebook (.qdc) exported from NVivo, ATLAS.ti, MAXQDA, QualCoder or Taguette: codes become tags, text sources become notes, coded selections become highlights, and cases linked to sources become people. At most 10 MB.',
  chooseFile: 'Choose a .qdpx or .qdc file',
  uploading: 'Sending the file…',
  uploadFailed: 'The file could not be sent. Check your connection and try again.',
  running: 'Importing…',
  statuses: {
    QUEUED: 'Waiting to start',
    RUNNING: 'Importing',
    COMPLETED: 'Imported',
    FAILED: 'Failed',
  } as Record<string, string>,
  failed: 'Nothing was imported:',
  summary: (r: {
    notesCreated: number;
    highlightsCreated: number;
    tagsCreated: number;
    peopleCreated: number;
  }) =>
    `${r.notesCreated.toLocaleString()} ${r.notesCreated === 1 ? 'note' : 'notes'}, ${r.highlightsCreated.toLocaleString()} ${r.highlightsCreated === 1 ? 'highlight' : 'highlights'}, ${r.tagsCreated.toLocaleString()} new ${r.tagsCreated === 1 ? 'tag' : 'tags'} and ${r.peopleCreated.toLocaleString()} new ${r.peopleCreated === 1 ? 'person' : 'people'} imported.`,
  origin: (origin: string) => `Written by ${origin}.`,
  warningsTitle: 'The file does not follow the REFI-QDA schema everywhere; it was read anyway:',
  skippedTitle: (count: number) =>
    `${count.toLocaleString()} ${count === 1 ? 'item was' : 'items were'} left out:`,
  nothingSkipped: 'Nothing was left out.',
  kind: 'Kind',
  name: 'Item',
  reason: 'Why',
  kinds: {
    CODE: 'Code',
    SOURCE: 'Source',
    SELECTION: 'Selection',
    CODING: 'Coding',
    CASE: 'Case',
    NOTE: 'Memo',
    SET: 'Set',
    FILE: 'File',
  } as Record<string, string>,
  openProject: 'Open the project',
  reportLabel: 'Items left out of the import',
};
