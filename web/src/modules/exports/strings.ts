/** Strings of the export pages and buttons. */
export const exportStrings = {
  title: 'Export',
  intro:
    'Download this project’s research to use elsewhere. Each file holds what you can read; a spreadsheet never runs text from it as a formula.',
  highlightsCsv: 'Highlights (CSV)',
  highlightsCsvBody: 'One row per highlight: its quote, its note and its tags.',
  notesCsv: 'Notes (CSV)',
  notesCsvBody: 'One row per note: its title, dates, number of highlights and text.',
  projectFile: 'Whole project (zip)',
  projectFileBody: 'Notes, tags, highlights and insights as files another workspace can import.',
  download: 'Download',
  exportProject: 'Export project',
  insightMarkdown: 'Export as Markdown',
  insightPdf: 'Export as PDF',
  viewCsv: 'Export CSV',
  viewCsvLabel: (title: string) => `Export CSV: ${title}`,
  failed: 'The export could not be made. Try again.',
  cancel: 'Cancel',
  progressLabel: 'Export progress',
  progress: (bytes: number, total: number | null) =>
    total
      ? `Exporting… ${kilobytes(bytes)} of ${kilobytes(total)}`
      : `Exporting… ${kilobytes(bytes)} received`,
} as const;

function kilobytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The server's download addresses (exports module of the API). */
export const exportPaths = {
  highlightsCsv: (projectId: string) => `/exports/projects/${encodeURIComponent(projectId)}/highlights.csv`,
  notesCsv: (projectId: string) => `/exports/projects/${encodeURIComponent(projectId)}/notes.csv`,
  insightMarkdown: (insightId: string) => `/exports/insights/${encodeURIComponent(insightId)}/markdown`,
  insightPdf: (insightId: string) => `/exports/insights/${encodeURIComponent(insightId)}/pdf`,
  viewCsv: (viewId: string) => `/exports/views/${encodeURIComponent(viewId)}/table.csv`,
} as const;
