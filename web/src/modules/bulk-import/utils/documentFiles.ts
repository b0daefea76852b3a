/** Extensions of the spreadsheets whose rows are imported (one file, mapped column by column). */
const SPREADSHEETS = ['csv', 'tsv', 'xlsx'];

/** What the import's file picker takes: spreadsheets, and documents imported as notes. */
export const IMPORT_ACCEPT = [
  '.csv,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt,.md,.markdown,.docx,.pdf,text/plain,text/markdown,application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** Whether a chosen file is a spreadsheet (else it is a document, each one a note). */
export function isSpreadsheet(file: File): boolean {
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && SPREADSHEETS.includes(file.name.slice(dot + 1).toLowerCase());
}
