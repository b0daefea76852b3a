/** Strings of a project's Highlights tab. */
export const projectHighlightStrings = {
  filterByTag: 'Filter by tag',
  filterHint: 'Shows highlights carrying any of the chosen tags.',
  noHighlights: 'No highlights in this project yet.',
  noHighlightsHint: 'Open a note, select a passage and press "Highlight" to collect the evidence here.',
  noMatches: 'No highlight carries the chosen tags.',
  clearFilter: 'Clear the filter',
  fromNote: 'From',
  created: (date: string) => `Highlighted ${date}`,
  untitledNote: 'Untitled note',
  listLabel: 'Highlights of this project',
  perPage: 'Highlights per page:',
  shown: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
} as const;

/** Page sizes offered; the server allows at most 200. */
export const PAGE_SIZES = [25, 50, 100] as const;
