/** A segment's title is at most 200 characters (the API refuses longer ones). */
export const SEGMENT_TITLE_MAX = 200;

/** Every string of the segments screens and controls. */
export const segmentStrings = {
  pickerLabel: 'Segment',
  /** The people grid's column of each person's segments. */
  column: 'Segments',
  allPeople: 'All people',
  option: (title: string, count: number) => `${title} (${count.toLocaleString()})`,
  actionsLabel: 'Segment actions',
  newSegment: 'New segment',
  newSegmentEllipsis: 'New segment…',
  newSegmentTitle: 'New segment',
  segmentName: 'Segment name',
  create: 'Create',
  creating: 'Creating…',
  created: (title: string) => `Segment “${title}” created`,
  rename: 'Rename segment',
  renameTitle: 'Rename segment',
  save: 'Save',
  saving: 'Saving…',
  renamed: (title: string) => `Segment renamed to “${title}”`,
  delete: 'Delete segment',
  deleteTitle: (title: string) => `Delete the segment “${title}”?`,
  deleteBody: (count: number) =>
    count === 0
      ? 'The segment is empty. Deleting it removes only the segment.'
      : `Its ${count === 1 ? 'person stays' : `${count.toLocaleString()} people stay`} in the workspace: only the segment is deleted.`,
  deleteConfirm: 'Delete',
  deleted: (title: string) => `Segment “${title}” deleted`,
  addToSegment: 'Add to segment',
  addToSegmentMenu: 'Segments to add the selected people to',
  noSegments: 'No segments yet',
  added: (n: number, title: string) =>
    n === 1 ? `1 person added to “${title}”` : `${n.toLocaleString()} people added to “${title}”`,
  removeFromSegment: 'Remove from segment',
  removed: (n: number, title: string) =>
    n === 1 ? `1 person removed from “${title}”` : `${n.toLocaleString()} people removed from “${title}”`,
  emptySegment: 'No one is in this segment yet. Select people under “All people” and add them to it.',
  // Person page
  personSegmentsTitle: 'Segments',
  personSegmentsLabel: 'Segments of this person',
  notInSegments: 'Not in any segment.',
  addPersonToSegment: 'Add to segment',
  addPersonPlaceholder: 'Choose a segment',
  removePersonFrom: (title: string) => `Remove from ${title}`,
  noOtherSegments: 'No other segments',
} as const;
