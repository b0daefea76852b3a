/** Every string of the people (contacts) screens. */
export const peopleStrings = {
  title: 'People',
  subtitle: 'The customers and participants your research is about.',
  newPerson: 'New person',
  importCsv: 'Import CSV',
  merge: 'Merge',
  delete: 'Delete',
  searchLabel: 'Search people',
  searchPlaceholder: 'Search by name or e-mail',
  gridLabel: 'People',
  name: 'Name',
  email: 'E-mail',
  notes: 'Notes',
  highlights: 'Highlights',
  created: 'Added',
  updated: 'Updated',
  /** Spec 000 §6: how a contact without a name is shown. */
  unnamed: 'Unnamed participant',
  noPeople: 'No people yet. Add a person, import a CSV file, or add contacts from a note’s Contacts tab.',
  noMatches: 'No one matches this search or filter.',
  selectedCount: (n: number) => `${n} selected`,
  mergeHint: 'Select exactly two people to merge them.',
  // Create
  createTitle: 'New person',
  create: 'Create',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Saved',
  nameHelper: 'Up to 300 characters.',
  emailHelper: 'Optional. Up to 320 characters; unique in the workspace.',
  created_: (name: string) => `${name} added`,
  // Delete
  deleteTitle: (n: number) => (n === 1 ? 'Delete this person?' : `Delete ${n} people?`),
  deleteBody: (names: string) =>
    `${names} will be removed from every note they are linked to. The notes and their highlights stay.`,
  deleted: (n: number) => (n === 1 ? 'Person deleted' : `${n} people deleted`),
  // Merge
  mergeTitle: 'Merge two people',
  mergeKeep: 'Keep',
  mergeExplain: (kept: string, removed: string, notes: number) =>
    notes === 0
      ? `${removed} is in no notes: merging deletes ${removed} and keeps ${kept}.`
      : `${removed} will be merged into ${kept}: ${notes === 1 ? 'their note moves' : `their ${notes} notes move`} to ${kept}, and ${removed} is deleted.`,
  mergeFill: (field: string, value: string) => `${field} “${value}” will be kept, as the other has none.`,
  mergeConfirm: 'Merge',
  noEmail: 'no e-mail',
  noteCount: (n: number) => (n === 0 ? 'no notes' : n === 1 ? '1 note' : `${n} notes`),
  first: 'first',
  second: 'second',
  merged: (name: string) => `Merged into ${name}`,
  // Person page
  backToPeople: 'People',
  fieldsTitle: 'Fields',
  yes: 'Yes',
  no: 'No',
  details: 'Details',
  notesTitle: (n: number) => `Notes (${n})`,
  highlightsTitle: (n: number) => `Highlights (${n})`,
  noNotes: 'Not linked to any note yet. Open a note and add this person in its Contacts tab.',
  noHighlights: 'No highlights in this person’s notes yet.',
  fromNote: (title: string) => `From ${title}`,
  addedOn: (date: string) => `Added ${date}`,
  deletePerson: 'Delete person',
  // Note sidebar
  contactsTab: 'Contacts',
  contactsLabel: 'People in this note',
  addContact: 'Add a person',
  addContactPlaceholder: 'Name or e-mail',
  createInline: (text: string) => `Create “${text}”`,
  noContacts: 'No one is linked to this note yet.',
  noContactsViewer: 'No one is linked to this note.',
  removeContact: (name: string) => `Remove ${name} from this note`,
  openContact: (name: string) => `Open ${name}`,
  // Import
  importTitle: 'Import people from CSV',
  fileHelp: (rows: number, mb: number) =>
    `The first row holds the column names. Up to ${rows.toLocaleString()} rows and ${mb} MB.`,
  tooManyRows: (rows: number, max: number) =>
    `This file has ${rows.toLocaleString()} rows; an import takes at most ${max.toLocaleString()}. Split it and import each part.`,
  parseProblem: (line: string) => `Could not read the file: ${line}`,
  mappingHelp: 'Pick the column that holds each field. A row needs a name or an e-mail address.',
  importedCount: (n: number) => (n === 1 ? '1 person imported.' : `${n.toLocaleString()} people imported.`),
} as const;
