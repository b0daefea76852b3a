/** What a project's REFI-QDA export is written from: the rows a member may read, already loaded. */
export interface QdaExportData {
  project: { id: string; title: string; createdBy: string; createdAt: Date; updatedAt: Date };
  /** The members who authored anything exported, with the names they go by. */
  users: { id: string; name: string }[];
  /** Tag groups in board order; each becomes a code that is not codable, its tags nested in it. */
  groups: { id: string; title: string; color: string | null; tagIds: string[] }[];
  tags: { id: string; title: string; color: string | null; description: string | null }[];
  /** Tag boards: each becomes a set of the codes on it. */
  boards: { id: string; title: string; tagIds: string[] }[];
  /** Person custom fields: the variables of the cases. */
  personFields: { id: string; label: string; type: QdaVariableType }[];
  people: {
    id: string;
    name: string;
    email: string | null;
    noteIds: string[];
    values: { fieldId: string; value: string | number | boolean }[];
  }[];
  notes: {
    id: string;
    title: string;
    content: string;
    createdBy: string;
    createdAt: Date;
    updatedAt: Date;
  }[];
  highlights: {
    id: string;
    noteId: string;
    startOffset: number;
    endOffset: number;
    createdBy: string;
    createdAt: Date;
    tagIds: string[];
  }[];
  insights: {
    id: string;
    title: string;
    content: string;
    createdBy: string;
    createdAt: Date;
    updatedAt: Date;
    highlightIds: string[];
  }[];
}

/** The schema's typeOfVariable values Fieldnote writes. */
export type QdaVariableType = 'Text' | 'Boolean' | 'Float' | 'Date';
