import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectTransferRepository, type SourceRow } from './project-transfer.repository';
import type { FieldDatum, FileRecord, ProjectRecords } from './transfer-records';

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);
const str = (value: unknown): string => String(value ?? '');
const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const json = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);

function groupBy<T>(rows: T[], key: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function datumOf(row: SourceRow): FieldDatum {
  return {
    fieldId: str(row.field_id),
    textValue: str(row.text_value),
    numberValue: numOrNull(row.number_value),
    booleanValue: (row.boolean_value as boolean | null) ?? null,
    dateValue: isoOrNull(row.date_value),
    optionIds: (row.option_ids as string[] | null) ?? null,
  };
}

/** Where a file's bytes are kept and whether its upload finished (kept out of the records). */
export interface StoredFile {
  storageKey: string;
  status: string;
}

/**
 * Reads every record of one project into the export's record shapes (spec 001 §3), through `em`
 * (one repeatable-read transaction, so the file is one consistent picture). The caller has checked
 * that the member may read the project: everything here is inside it.
 */
export async function readProjectRecords(
  repo: ProjectTransferRepository,
  em: EntityManager,
  schema: string,
  projectId: string,
): Promise<{ records: ProjectRecords; storage: Map<string, StoredFile> }> {
  const project = await repo.project(em, schema, projectId);
  if (!project) throw new Error(`project ${projectId} vanished during its export`);
  const [
    folders,
    notes,
    notePeople,
    insights,
    values,
    highlights,
    boards,
    groups,
    placements,
    files,
    views,
    ranks,
    questions,
    responses,
    reels,
  ] = await Promise.all([
    repo.folders(em, schema, strOrNull(project.category_id)),
    repo.notes(em, schema, projectId),
    repo.notePeople(em, schema, projectId),
    repo.insights(em, schema, projectId),
    repo.fieldValues(em, schema, projectId),
    repo.highlights(em, schema, projectId),
    repo.tagBoards(em, schema, projectId),
    repo.tagGroups(em, schema, projectId),
    repo.placements(em, schema, projectId),
    repo.files(em, schema, projectId),
    repo.projectViews(em, schema, projectId),
    repo.viewRanks(em, schema, projectId),
    repo.questions(em, schema, projectId),
    repo.questionResponses(em, schema, projectId),
    repo.reels(em, schema, projectId),
  ]);
  const usedFieldIds = [...new Set(values.map((v) => str(v.field_id)))];
  const usedTagIds = [
    ...new Set([
      ...highlights.flatMap((h) => h.tag_ids as string[]),
      ...placements.map((p) => str(p.tag_id)),
    ]),
  ];
  const [fields, tags, cues] = await Promise.all([
    repo.fields(em, schema, projectId, usedFieldIds),
    repo.tags(em, schema, projectId, usedTagIds),
    repo.transcriptCues(
      em,
      schema,
      files.map((f) => str(f.id)),
    ),
  ]);

  const noteValues = groupBy(values, (v) => strOrNull(v.note_id));
  const insightValues = groupBy(values, (v) => strOrNull(v.insight_id));
  const peopleOf = groupBy(notePeople, (p) => str(p.note_id));
  const placementsOf = groupBy(placements, (p) => str(p.tag_id));
  const ranksOf = groupBy(ranks, (r) => str(r.view_id));
  const cuesOf = groupBy(cues, (c) => str(c.file_id));

  const storage = new Map(
    files.map((f) => [str(f.id), { storageKey: str(f.storage_key), status: str(f.status) }]),
  );
  const records: ProjectRecords = {
    project: {
      id: str(project.id),
      title: str(project.title),
      summary: strOrNull(project.summary),
      color: strOrNull(project.color),
      icon: strOrNull(project.icon),
      categoryId: strOrNull(project.category_id),
      generalAccess: str(project.general_access),
      createdBy: str(project.created_by),
      createdAt: iso(project.created_at),
    },
    folders: folders.map((f) => ({
      id: str(f.id),
      name: str(f.name),
      parentId: strOrNull(f.parent_id),
      projects: f.id === project.category_id ? [str(project.id)] : [],
    })),
    notes: notes.map((n) => ({
      id: str(n.id),
      title: str(n.title),
      locked: false,
      published: false,
      content: str(n.content),
      richText: json(n.content_json),
      ydoc: strOrNull(n.ydoc)?.replace(/\s+/g, '') ?? null,
      fieldDatum: (noteValues.get(str(n.id)) ?? []).map(datumOf),
      fileId: null,
      // Fieldnote keeps no generated summaries yet: the spec's summary fields are written empty.
      summaryContent: null,
      summaryFramework: null,
      summaryLanguage: null,
      people: (peopleOf.get(str(n.id)) ?? []).map((p) => ({ name: str(p.name), email: strOrNull(p.email) })),
      createdBy: str(n.created_by),
      createdAt: iso(n.created_at),
      updatedAt: iso(n.updated_at),
    })),
    insights: insights.map((i) => ({
      id: str(i.id),
      title: str(i.title),
      locked: i.locked_at !== null,
      published: Boolean(i.published),
      publishedAt: isoOrNull(i.published_at),
      content: str(i.content),
      richText: json(i.content_json),
      fieldDatum: (insightValues.get(str(i.id)) ?? []).map(datumOf),
      fileId: null,
      createdBy: str(i.created_by),
      createdAt: iso(i.created_at),
      updatedAt: iso(i.updated_at),
    })),
    highlights: highlights.map((h) => ({
      id: str(h.id),
      noteId: str(h.note_id),
      text: str(h.text),
      startOffset: num(h.start_offset),
      endOffset: num(h.end_offset),
      startAnchor: strOrNull(h.start_anchor)?.replace(/\s+/g, '') ?? null,
      endAnchor: strOrNull(h.end_anchor)?.replace(/\s+/g, '') ?? null,
      detached: Boolean(h.detached),
      fileId: strOrNull(h.file_id),
      startTime: numOrNull(h.start_time),
      endTime: numOrNull(h.end_time),
      tagIds: h.tag_ids as string[],
      createdBy: str(h.created_by),
      createdAt: iso(h.created_at),
    })),
    fields: fields.map((f) => ({
      id: str(f.id),
      fieldSetId: null,
      target: str(f.target) as 'NOTE' | 'INSIGHT',
      label: str(f.label),
      type: str(f.type),
      options: (json(f.options) as unknown as { id: string }[]) ?? [],
      rank: num(f.rank),
      numberFormat: strOrNull(f.number_format),
      currencySymbol: strOrNull(f.currency_symbol),
      maxSelectable: num(f.max_selectable),
      workspaceField: f.project_id === null,
    })),
    fieldSets: [],
    // Every field shows in Fieldnote (no per-project hiding yet): one visible preference a field.
    fieldPreferences: fields.map((f) => ({
      fieldId: str(f.id),
      fieldSetId: null,
      hidden: false,
      projectId: str(project.id),
    })),
    tagBoards: boards.map((b) => ({ id: str(b.id), title: str(b.title), rank: num(b.rank) })),
    tagGroups: groups.map((g) => ({
      id: str(g.id),
      tagBoardId: str(g.board_id),
      title: str(g.title),
      color: str(g.color),
      rank: num(g.rank),
    })),
    tags: tags.map((t) => {
      const placed = placementsOf.get(str(t.id)) ?? [];
      return {
        id: str(t.id),
        title: str(t.title),
        color: str(t.color),
        rank: placed[0] ? num(placed[0].rank) : 0,
        tagGroupId: placed[0] ? str(placed[0].group_id) : null,
        locked: false,
        description: strOrNull(t.description),
        role: strOrNull(t.sentiment),
        workspaceTag: t.project_id === null,
        placements: placed.map((p) => ({
          tagBoardId: str(p.board_id),
          tagGroupId: str(p.group_id),
          rank: num(p.rank),
        })),
      };
    }),
    files: files.map((f): FileRecord => ({
      id: str(f.id),
      noteId: str(f.note_id),
      originalFileName: str(f.name),
      mime: str(f.mime),
      type: str(f.file_type),
      size: num(f.size),
      durationMs: numOrNull(f.duration_ms),
      imageColor: null,
      pixelWidth: null,
      pixelHeight: null,
      downloadUrl: null,
      transcript: (cuesOf.get(str(f.id)) ?? []).map((c) => ({
        position: num(c.position),
        startMs: num(c.start_ms),
        endMs: num(c.end_ms),
        speaker: strOrNull(c.speaker),
        text: str(c.text),
      })),
      createdBy: str(f.created_by),
      createdAt: iso(f.created_at),
    })),
    insightFiles: [],
    projectViews: views.map((v) => ({
      id: str(v.id),
      docId: null,
      layout: str(v.layout),
      objectType: str(v.object_type),
      rank: num(v.rank),
      title: str(v.title),
      viewData: json(v.state) ?? {},
      filter: json(v.filter),
      itemRanks: (ranksOf.get(str(v.id)) ?? []).map((r) => ({
        objectId: str(r.object_id),
        rank: num(r.rank),
      })),
    })),
    questions: questions.map((q) => ({
      id: str(q.id),
      questionText: str(q.question_text),
      questionType: str(q.question_type) as 'FREE_TEXT' | 'SINGLE_SELECT' | 'MULTI_SELECT',
      questionOptions: (json(q.question_options) as unknown as { id: string }[]) ?? [],
      createdBy: str(q.created_by),
      createdAt: iso(q.created_at),
    })),
    questionResponses: responses.map((r) => ({
      id: str(r.id),
      questionId: str(r.question_id),
      noteId: str(r.note_id),
      answerText: str(r.answer_text),
      optionIds: (r.option_ids as string[] | null) ?? null,
      createdAt: iso(r.created_at),
    })),
    reels: reels.map((r) => ({
      id: str(r.id),
      insightId: str(r.insight_id),
      title: str(r.title),
      highlightIds: (r.highlight_ids as string[]).map(String),
      createdBy: str(r.created_by),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
  };
  return { records, storage };
}
