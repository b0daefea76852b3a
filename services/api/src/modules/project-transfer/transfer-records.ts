import { MAX_REEL_CLIPS, MAX_REEL_TITLE_LENGTH } from '@fieldnote/core';
import { z } from 'zod';

// The records of a project export file (spec 001 §3 "Community export/import files"), one zod
// schema per record type: the export writes exactly these shapes and an import refuses anything else.
// Ids are the source workspace's; an import remaps every one of them.

const id = z.guid();
const ids = z.array(z.guid()).max(10_000);
const date = z.iso.datetime({ offset: true });
const json = z.record(z.string(), z.unknown());
const title = z.string().max(10_000);

/** A custom field's value on a note or insight (spec: fieldDatum). */
export const fieldDatumSchema = z.strictObject({
  fieldId: id,
  textValue: z.string().max(100_000),
  numberValue: z.number().nullable(),
  booleanValue: z.boolean().nullable(),
  dateValue: date.nullable(),
  optionIds: z.array(z.string().max(100)).max(1000).nullable(),
});

/** Spec: project (enabled flags, colour, icon, summary, title, category…). */
export const projectSchema = z.strictObject({
  id,
  title: z.string().min(1).max(1000),
  summary: z.string().max(100_000).nullable(),
  color: z.string().max(50).nullable(),
  icon: z.string().max(200).nullable(),
  categoryId: id.nullable(),
  generalAccess: z.string().max(16),
  createdBy: id,
  createdAt: date,
});

/** Spec: folder structure (name, parentId, category, projects). */
export const folderSchema = z.strictObject({
  id,
  name: z.string().max(1000),
  parentId: id.nullable(),
  projects: ids,
});

/** Spec: insight (id, title, locked, published, richText content, fieldDatum, fileId). */
export const insightSchema = z.strictObject({
  id,
  title,
  locked: z.boolean(),
  published: z.boolean(),
  publishedAt: date.nullable(),
  content: z.string().max(50_000_000),
  richText: json.nullable(),
  fieldDatum: z.array(fieldDatumSchema).max(1000),
  fileId: id.nullable(),
  createdBy: id,
  createdAt: date,
  updatedAt: date,
});

/** Spec: note (as insight plus summaryContent, summaryFramework, summaryLanguage). */
export const noteSchema = z.strictObject({
  id,
  title,
  locked: z.boolean(),
  published: z.boolean(),
  content: z.string().max(50_000_000),
  richText: json.nullable(),
  /** The note's collaborative (Yjs) state, base64: highlight anchors are positions in it. */
  ydoc: z.base64().max(100_000_000).nullable(),
  fieldDatum: z.array(fieldDatumSchema).max(1000),
  fileId: id.nullable(),
  summaryContent: z.string().max(1_000_000).nullable(),
  summaryFramework: z.string().max(100).nullable(),
  summaryLanguage: z.string().max(20).nullable(),
  people: z
    .array(z.strictObject({ name: z.string().max(1000), email: z.string().max(320).nullable() }))
    .max(1000),
  createdBy: id,
  createdAt: date,
  updatedAt: date,
});

/** A highlight with its anchors (Yjs relative positions, base64) and plain-text offsets. */
export const highlightSchema = z.strictObject({
  id,
  noteId: id,
  text: z.string().max(1_000_000),
  startOffset: z.number().int().nonnegative(),
  endOffset: z.number().int().nonnegative(),
  startAnchor: z.base64().max(10_000).nullable(),
  endAnchor: z.base64().max(10_000).nullable(),
  detached: z.boolean(),
  fileId: id.nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  tagIds: ids,
  createdBy: id,
  createdAt: date,
});

const option = z.looseObject({ id: z.string().max(100) });

/** Spec: field (fieldSetId, label, options, rank, type). */
export const fieldSchema = z.strictObject({
  id,
  fieldSetId: id.nullable(),
  target: z.enum(['NOTE', 'INSIGHT']),
  label: z.string().min(1).max(1000),
  type: z.string().max(32),
  options: z.array(option).max(10_000),
  rank: z.number(),
  numberFormat: z.string().max(32).nullable(),
  currencySymbol: z.string().max(16).nullable(),
  maxSelectable: z.number().int(),
  /** Whether the field belonged to the workspace (all its projects) rather than to the project. */
  workspaceField: z.boolean(),
});

/** Spec: field set. Fieldnote has no field sets yet, so exports write none; an import takes them. */
export const fieldSetSchema = z.strictObject({ id, title: z.string().max(1000), rank: z.number() });

/** Spec: project field preference (fieldId, fieldSetId, hidden, projectId). */
export const fieldPreferenceSchema = z.strictObject({
  fieldId: id,
  fieldSetId: id.nullable(),
  hidden: z.boolean(),
  projectId: id,
});

/** Spec: tag board (rank, title). */
export const tagBoardSchema = z.strictObject({ id, title: z.string().max(1000), rank: z.number() });

/** Spec: tag group (color, rank, tagBoardId, title). */
export const tagGroupSchema = z.strictObject({
  id,
  tagBoardId: id,
  title: z.string().max(1000),
  color: z.string().max(50),
  rank: z.number(),
});

/** Spec: tag (color, rank, tagGroupId, title, locked, description, role), with every board placement. */
export const tagSchema = z.strictObject({
  id,
  title: z.string().max(1000),
  color: z.string().max(50),
  rank: z.number(),
  tagGroupId: id.nullable(),
  locked: z.boolean(),
  description: z.string().max(100_000).nullable(),
  role: z.string().max(8).nullable(),
  workspaceTag: z.boolean(),
  placements: z.array(z.strictObject({ tagBoardId: id, tagGroupId: id, rank: z.number() })).max(1000),
});

/** Spec: file (image colour, pixel width and height, original file name, type, downloadUrl). */
export const fileSchema = z.strictObject({
  id,
  noteId: id,
  originalFileName: z.string().max(1000),
  mime: z.string().max(255),
  type: z.string().max(16),
  size: z.number().int().nonnegative(),
  durationMs: z.number().int().nullable(),
  imageColor: z.string().max(50).nullable(),
  pixelWidth: z.number().int().nullable(),
  pixelHeight: z.number().int().nullable(),
  /** Where the original's bytes are inside the zip (`original/…`), or null when it has none. */
  downloadUrl: z.string().max(2000).nullable(),
  transcript: z
    .array(
      z.strictObject({
        position: z.number().int(),
        startMs: z.number().int(),
        endMs: z.number().int(),
        speaker: z.string().max(1000).nullable(),
        text: z.string().max(1_000_000),
      }),
    )
    .max(100_000),
  createdBy: id,
  createdAt: date,
});

/** Spec: insight file (an insight's attached file). */
export const insightFileSchema = z.strictObject({ insightId: id, fileId: id });

/** Spec: project view (docId, layout, objectType, rank, title, viewData). */
export const projectViewSchema = z.strictObject({
  id,
  docId: id.nullable(),
  layout: z.string().max(16),
  objectType: z.string().max(16),
  rank: z.number(),
  title: z.string().max(1000),
  viewData: json,
  filter: json.nullable(),
  itemRanks: z.array(z.strictObject({ objectId: id, rank: z.number() })).max(200_000),
});

/** A survey question (spec 000 §5). */
export const questionSchema = z.strictObject({
  id,
  questionText: z.string().max(2500),
  questionType: z.enum(['FREE_TEXT', 'SINGLE_SELECT', 'MULTI_SELECT']),
  questionOptions: z.array(option).max(10_000),
  createdBy: id,
  createdAt: date,
});

/** Spec: question response (one line of QuestionResponses.jsonl). */
export const questionResponseSchema = z.strictObject({
  id,
  questionId: id,
  noteId: id,
  answerText: z.string().max(1_000_000),
  optionIds: z.array(z.string().max(100)).max(1000).nullable(),
  createdAt: date,
});

/**
 * An insight's reel (spec 000 §2 /insights/{insightId}/reels/{reelId}): its title and its clips, the
 * ids of audio/video highlights in playing order, each once, at most MAX_REEL_CLIPS (spec 000 §9).
 * Reels are listed in the order the insight shows them (oldest first), which `createdAt` keeps.
 * Since format version 2: a version 1 file has none.
 */
export const reelSchema = z.strictObject({
  id,
  insightId: id,
  title: z.string().trim().min(1).max(MAX_REEL_TITLE_LENGTH),
  highlightIds: z
    .array(z.guid())
    .max(MAX_REEL_CLIPS)
    .refine((list) => new Set(list.map((h) => h.toLowerCase())).size === list.length, {
      message: 'a clip appears twice',
    }),
  createdBy: id,
  createdAt: date,
  updatedAt: date,
});

/** Spec: per-file upload status in the manifest. */
export const UPLOAD_STATUSES = ['COMPLETE', 'FAILED', 'UPLOADING'] as const;

/** Manifest.json: title, projectCategoryIds, projectIds, per-file status and filepath, the authors. */
export const manifestSchema = z.strictObject({
  format: z.string().max(100),
  version: z.number().int(),
  exportedAt: date,
  title: z.string().max(1000),
  projectCategoryIds: ids,
  projectIds: ids,
  counts: z.record(z.string().max(40), z.number().int().nonnegative()),
  files: z
    .array(z.strictObject({ fileId: id, filepath: z.string().max(2000), status: z.enum(UPLOAD_STATUSES) }))
    .max(100_000),
  /** Who made the records (createdBy), so an import can find the same people by e-mail. */
  members: z
    .array(z.strictObject({ id, name: z.string().max(1000), email: z.string().max(320) }))
    .max(100_000),
});

export type FieldDatum = z.infer<typeof fieldDatumSchema>;
export type ProjectRecord = z.infer<typeof projectSchema>;
export type FolderRecord = z.infer<typeof folderSchema>;
export type InsightRecord = z.infer<typeof insightSchema>;
export type NoteRecord = z.infer<typeof noteSchema>;
export type HighlightRecord = z.infer<typeof highlightSchema>;
export type FieldRecord = z.infer<typeof fieldSchema>;
export type FieldSetRecord = z.infer<typeof fieldSetSchema>;
export type FieldPreferenceRecord = z.infer<typeof fieldPreferenceSchema>;
export type TagBoardRecord = z.infer<typeof tagBoardSchema>;
export type TagGroupRecord = z.infer<typeof tagGroupSchema>;
export type TagRecord = z.infer<typeof tagSchema>;
export type FileRecord = z.infer<typeof fileSchema>;
export type InsightFileRecord = z.infer<typeof insightFileSchema>;
export type ProjectViewRecord = z.infer<typeof projectViewSchema>;
export type QuestionRecord = z.infer<typeof questionSchema>;
export type QuestionResponseRecord = z.infer<typeof questionResponseSchema>;
export type ReelRecord = z.infer<typeof reelSchema>;
export type Manifest = z.infer<typeof manifestSchema>;

/** Every record of one project, as one export file holds them. */
export interface ProjectRecords {
  project: ProjectRecord;
  folders: FolderRecord[];
  notes: NoteRecord[];
  insights: InsightRecord[];
  highlights: HighlightRecord[];
  fields: FieldRecord[];
  fieldSets: FieldSetRecord[];
  fieldPreferences: FieldPreferenceRecord[];
  tagBoards: TagBoardRecord[];
  tagGroups: TagGroupRecord[];
  tags: TagRecord[];
  files: FileRecord[];
  insightFiles: InsightFileRecord[];
  projectViews: ProjectViewRecord[];
  questions: QuestionRecord[];
  questionResponses: QuestionResponseRecord[];
  reels: ReelRecord[];
}

/**
 * The spec's file groups and the file each is written to (JSON arrays; QuestionResponses is JSON
 * lines). Highlights and Reels are not groups of the spec's list but have mapping tables of their
 * own. `since` is the first format version whose files hold the group: an older file has none of
 * its records, and imports as if the group were empty.
 */
export const RECORD_FILES = {
  project: { path: 'Project.json', schema: projectSchema, single: true },
  folders: { path: 'FlatFilesystemStructure.json', schema: folderSchema },
  notes: { path: 'Notes.json', schema: noteSchema },
  insights: { path: 'Insights.json', schema: insightSchema },
  highlights: { path: 'Highlights.json', schema: highlightSchema },
  fields: { path: 'Fields.json', schema: fieldSchema },
  fieldSets: { path: 'FieldSets.json', schema: fieldSetSchema },
  fieldPreferences: { path: 'ProjectFieldPreferences.json', schema: fieldPreferenceSchema },
  tagBoards: { path: 'TagBoards.json', schema: tagBoardSchema },
  tagGroups: { path: 'TagGroups.json', schema: tagGroupSchema },
  tags: { path: 'Tags.json', schema: tagSchema },
  files: { path: 'Files.json', schema: fileSchema },
  insightFiles: { path: 'InsightFiles.json', schema: insightFileSchema },
  projectViews: { path: 'ProjectViews.json', schema: projectViewSchema },
  questions: { path: 'Questions.json', schema: questionSchema },
  questionResponses: { path: 'QuestionResponses.jsonl', schema: questionResponseSchema, jsonl: true },
  reels: { path: 'Reels.json', schema: reelSchema, since: 2 },
} as const;

export const MANIFEST_PATH = 'Manifest.json';
/** Folder of the zip that holds the files' original bytes (spec: original). */
export const ORIGINALS_FOLDER = 'original';
