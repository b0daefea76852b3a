/** Strings of the note page. */
export const noteStrings = {
  highlightsTab: 'Highlights',
  tagsTab: 'Tags',
  noHighlights: 'No highlights in this note yet.',
  noTags: 'No tags used in this note yet.',
  emptyContent: 'This note has no text yet.',
  untagged: 'Untagged',
  created: (date: string) => `Created ${date}`,
  highlightCount: (n: number) => (n === 1 ? '1 highlight' : `${n} highlights`),
  sidebarLabel: 'Note sidebar',
  untitledNote: 'Untitled note',
  highlightButton: 'Highlight',
  highlightShortcut: 'Select text and press H to highlight it',
  removeTag: (title: string) => `Remove tag ${title}`,
  addTag: 'Add tag',
  deleteHighlight: 'Delete highlight',
} as const;
