import { Injectable } from '@nestjs/common';
import { type RichNode, highlightCardIds } from '@fieldnote/core';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../common/job-rows.repository';
import type { QdaExportData, QdaVariableType } from './qda-export.model';

/** A refi_qda_imports row as the driver returns it (without its file). */
export interface RefiQdaImportRow {
  id: string;
  project_id: string;
  file_name: string;
  format: string;
  status: string;
  origin: string | null;
  notes_created: number;
  tags_created: number;
  highlights_created: number;
  people_created: number;
  warnings: string[];
  report: { kind: string; name: string; reason: string }[];
  attempts: number;
  error_message: string | null;
  created_by: string;
  created_at: string | Date;
  finished_at: string | Date | null;
}

/** What an import writes, set-wise (one statement per table). */
export interface ImportWrite {
  projectId: string;
  createdBy: string;
  tags: { id: string; title: string; color: string; description: string | null }[];
  board: { id: string; title: string } | null;
  groups: { id: string; title: string; color: string; rank: number }[];
  placements: { tag_id: string; group_id: string; rank: number }[];
  notes: { id: string; title: string; content: string; created_at: string }[];
  highlights: {
    id: string;
    note_id: string;
    text: string;
    start_offset: number;
    end_offset: number;
    created_at: string;
  }[];
  highlightTags: { highlight_id: string; tag_id: string }[];
  people: { id: string; name: string }[];
  notePeople: { note_id: string; person_id: string }[];
}

const COLUMNS = `id, project_id, file_name, format, status, origin, notes_created, tags_created, highlights_created,
  people_created, warnings, report, attempts, error_message, created_by, created_at, finished_at`;

/** Person field types as REFI-QDA variable types (selections and the like read as text). */
const VARIABLE_TYPES: Record<string, QdaVariableType> = {
  BOOLEAN: 'Boolean',
  NUMBER: 'Float',
  DATE: 'Date',
  DATETIME: 'Date',
};

/** Every query of REFI-QDA export and import. `schema` is the workspace's. */
@Injectable()
export class RefiQdaRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases, 'refi_qda_imports');
  }

  /** The project's live notes, their highlights and tags, boards, people and insights (users' names come after). */
  async exportData(
    em: EntityManager,
    schema: string,
    project: { id: string; title: string; createdBy: string; createdAt: Date; updatedAt: Date },
  ): Promise<Omit<QdaExportData, 'users'> & { authorIds: string[] }> {
    const t = inSchema(schema);
    const p = project.id;
    const notes = await this.run<{
      id: string;
      title: string;
      content: string;
      created_by: string;
      created_at: Date;
      updated_at: Date;
    }>(
      em,
      `select id, title, content, created_by, created_at, updated_at from ${t('notes')}
        where project_id = ? and deleted_at is null order by created_at, id`,
      [p],
    );
    const highlights = await this.run<{
      id: string;
      note_id: string;
      start_offset: number;
      end_offset: number;
      created_by: string;
      created_at: Date;
      tag_ids: string[];
    }>(
      em,
      `select h.id, h.note_id, h.start_offset, h.end_offset, h.created_by, h.created_at,
              coalesce(array_agg(ht.tag_id) filter (where ht.tag_id is not null), '{}') as tag_ids
         from ${t('highlights')} h join ${t('notes')} n on n.id = h.note_id
         left join ${t('highlight_tags')} ht on ht.highlight_id = h.id
        where n.project_id = ? and n.deleted_at is null and not h.detached
        group by h.id order by h.note_id, h.start_offset`,
      [p],
    );
    const tags = await this.run<{ id: string; title: string; color: string; description: string | null }>(
      em,
      `select t.id, t.title, t.color, t.description from ${t('tags')} t
        where t.project_id = ? or t.id in (select ht.tag_id from ${t('highlight_tags')} ht
          join ${t('highlights')} h on h.id = ht.highlight_id join ${t('notes')} n on n.id = h.note_id
          where n.project_id = ? and n.deleted_at is null)
        order by lower(t.title), t.id`,
      [p, p],
    );
    const groups = await this.run<{
      id: string;
      title: string;
      color: string;
      board_id: string;
      tag_ids: string[];
    }>(
      em,
      `select g.id, g.title, g.color, g.board_id,
              coalesce(array_agg(tp.tag_id order by tp.rank) filter (where tp.tag_id is not null), '{}') as tag_ids
         from ${t('tag_groups')} g join ${t('tag_boards')} b on b.id = g.board_id
         left join ${t('tag_placements')} tp on tp.group_id = g.id
        where b.project_id = ? group by g.id, b.rank, b.id order by b.rank, b.id, g.rank, g.id`,
      [p],
    );
    const boards = await this.run<{ id: string; title: string; tag_ids: string[] }>(
      em,
      `select b.id, b.title, coalesce(array_agg(tp.tag_id order by tp.rank) filter (where tp.tag_id is not null), '{}') as tag_ids
         from ${t('tag_boards')} b left join ${t('tag_placements')} tp on tp.board_id = b.id
        where b.project_id = ? group by b.id order by b.rank, b.id`,
      [p],
    );
    const people = await this.run<{ id: string; name: string; email: string | null; note_ids: string[] }>(
      em,
      `select pe.id, pe.name, pe.email, array_agg(np.note_id order by np.note_id) as note_ids
         from ${t('people')} pe join ${t('note_people')} np on np.person_id = pe.id
         join ${t('notes')} n on n.id = np.note_id
        where n.project_id = ? and n.deleted_at is null group by pe.id order by pe.name, pe.id`,
      [p],
    );
    const fields = await this.run<{ id: string; label: string; type: string }>(
      em,
      `select id, label, type from ${t('custom_fields')} where target = 'PERSON' order by rank, id`,
    );
    const values = people.length
      ? await this.run<{
          person_id: string;
          field_id: string;
          text_value: string;
          number_value: number | null;
          boolean_value: boolean | null;
          date_value: Date | null;
        }>(
          em,
          `select person_id, field_id, text_value, number_value, boolean_value, date_value
             from ${t('custom_field_values')} where person_id = any(?::uuid[])`,
          [`{${people.map((x) => x.id).join(',')}}`],
        )
      : [];
    const insights = await this.run<{
      id: string;
      title: string;
      content: string;
      content_json: RichNode | null;
      created_by: string;
      created_at: Date;
      updated_at: Date;
    }>(
      em,
      `select id, title, content, content_json, created_by, created_at, updated_at from ${t('insights')}
        where project_id = ? and deleted_at is null order by created_at, id`,
      [p],
    );
    const personFields = fields.map((f) => ({
      id: f.id,
      label: f.label,
      type: VARIABLE_TYPES[f.type] ?? ('Text' as const),
    }));
    const fieldType = new Map(personFields.map((f) => [f.id, f.type]));
    const authorIds = new Set<string>([project.createdBy]);
    for (const row of [...notes, ...highlights, ...insights]) authorIds.add(row.created_by);
    return {
      project,
      authorIds: [...authorIds],
      groups: groups.map((g) => ({ id: g.id, title: g.title, color: g.color, tagIds: g.tag_ids })),
      tags: tags.map((tag) => ({
        id: tag.id,
        title: tag.title,
        color: tag.color,
        description: tag.description,
      })),
      boards: boards.map((b) => ({ id: b.id, title: b.title, tagIds: b.tag_ids })),
      personFields,
      people: people.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        noteIds: person.note_ids,
        values: values
          .filter((v) => v.person_id === person.id)
          .flatMap((v): { fieldId: string; value: string | number | boolean }[] => {
            const type = fieldType.get(v.field_id);
            if (type === 'Boolean')
              return v.boolean_value === null ? [] : [{ fieldId: v.field_id, value: v.boolean_value }];
            if (type === 'Float')
              return v.number_value === null ? [] : [{ fieldId: v.field_id, value: v.number_value }];
            if (type === 'Date')
              return v.date_value === null
                ? []
                : [{ fieldId: v.field_id, value: new Date(v.date_value).toISOString() }];
            return v.text_value ? [{ fieldId: v.field_id, value: v.text_value }] : [];
          }),
      })),
      notes: notes.map((n) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        createdBy: n.created_by,
        createdAt: n.created_at,
        updatedAt: n.updated_at,
      })),
      highlights: highlights.map((h) => ({
        id: h.id,
        noteId: h.note_id,
        startOffset: h.start_offset,
        endOffset: h.end_offset,
        createdBy: h.created_by,
        createdAt: h.created_at,
        tagIds: h.tag_ids,
      })),
      insights: insights.map((i) => ({
        id: i.id,
        title: i.title,
        content: i.content,
        createdBy: i.created_by,
        createdAt: i.created_at,
        updatedAt: i.updated_at,
        highlightIds: highlightCardIds(i.content_json),
      })),
    };
  }

  async insertImport(
    em: EntityManager,
    schema: string,
    row: { id: string; projectId: string; fileName: string; format: string; file: Buffer; createdBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('refi_qda_imports')} (id, project_id, file_name, format, file, status, created_by)
       values (?, ?, ?, ?, ?, 'QUEUED', ?)`,
      [row.id, row.projectId, row.fileName, row.format, row.file, row.createdBy],
    );
  }

  async find(em: EntityManager, schema: string, id: string): Promise<RefiQdaImportRow | null> {
    const [row] = await this.run<RefiQdaImportRow>(
      em,
      `select ${COLUMNS} from ${inSchema(schema)('refi_qda_imports')} where id = ?`,
      [id],
    );
    return row ?? null;
  }

  list(em: EntityManager, schema: string, projectId: string, limit: number): Promise<RefiQdaImportRow[]> {
    return this.run<RefiQdaImportRow>(
      em,
      `select ${COLUMNS} from ${inSchema(schema)('refi_qda_imports')} where project_id = ? order by created_at desc, id limit ?`,
      [projectId, limit],
    );
  }

  /** The import's file when it is still to be run, taken for this try (locked until the transaction ends). */
  async claim(
    em: EntityManager,
    schema: string,
    id: string,
  ): Promise<{ row: RefiQdaImportRow; file: Buffer } | null> {
    const [row] = await this.run<RefiQdaImportRow & { file: Buffer | null }>(
      em,
      `update ${inSchema(schema)('refi_qda_imports')} set status = 'RUNNING'
        where id = ? and status in ('QUEUED', 'RUNNING') and file is not null returning ${COLUMNS}, file`,
      [id],
    );
    return row?.file ? { row, file: row.file } : null;
  }

  async finish(
    em: EntityManager,
    schema: string,
    id: string,
    outcome: {
      status: 'COMPLETED' | 'FAILED';
      origin: string | null;
      counts: { notes: number; tags: number; highlights: number; people: number };
      warnings: string[];
      report: unknown[];
      errorMessage: string | null;
    },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('refi_qda_imports')} set status = ?, origin = left(?, 200), notes_created = ?, tags_created = ?,
         highlights_created = ?, people_created = ?, warnings = ?::jsonb, report = ?::jsonb, error_message = left(?, 1000),
         file = null, finished_at = now() where id = ?`,
      [
        outcome.status,
        outcome.origin,
        outcome.counts.notes,
        outcome.counts.tags,
        outcome.counts.highlights,
        outcome.counts.people,
        JSON.stringify(outcome.warnings),
        JSON.stringify(outcome.report),
        outcome.errorMessage,
        id,
      ],
    );
  }

  /** The project's tags by lower-case title, so an import reuses a tag of the same name. */
  async tagsByTitle(em: EntityManager, schema: string, projectId: string): Promise<Map<string, string>> {
    const rows = await this.run<{ id: string; title: string }>(
      em,
      `select id, title from ${inSchema(schema)('tags')} where project_id = ? order by created_at`,
      [projectId],
    );
    const map = new Map<string, string>();
    for (const row of rows) if (!map.has(row.title.toLowerCase())) map.set(row.title.toLowerCase(), row.id);
    return map;
  }

  /** People by lower-case name (the first of each name). */
  async peopleByName(em: EntityManager, schema: string, names: string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows = await this.run<{ id: string; name: string }>(
      em,
      `select distinct on (lower(name)) id, name from ${inSchema(schema)('people')}
        where lower(name) in (select lower(x) from jsonb_array_elements_text(?::jsonb) as x) order by lower(name), created_at`,
      [JSON.stringify(names)],
    );
    return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  }

  async write(em: EntityManager, schema: string, w: ImportWrite): Promise<void> {
    const t = inSchema(schema);
    const json = (rows: unknown[]) => JSON.stringify(rows);
    if (w.tags.length)
      await this.run(
        em,
        `insert into ${t('tags')} (id, project_id, title, color, description)
         select x.id, ?, x.title, x.color, x.description from jsonb_to_recordset(?::jsonb) as x(id uuid, title text, color text, description text)`,
        [w.projectId, json(w.tags)],
      );
    if (w.board) {
      await this.run(
        em,
        `insert into ${t('tag_boards')} (id, project_id, title, rank, created_by)
         values (?, ?, ?, coalesce((select max(rank) + 1 from ${t('tag_boards')} where project_id = ?), 0), ?)`,
        [w.board.id, w.projectId, w.board.title, w.projectId, w.createdBy],
      );
      if (w.groups.length)
        await this.run(
          em,
          `insert into ${t('tag_groups')} (id, board_id, title, color, rank, created_by)
           select x.id, ?, x.title, x.color, x.rank, ? from jsonb_to_recordset(?::jsonb) as x(id uuid, title text, color text, rank float8)`,
          [w.board.id, w.createdBy, json(w.groups)],
        );
      if (w.placements.length)
        await this.run(
          em,
          `insert into ${t('tag_placements')} (board_id, tag_id, group_id, rank)
           select ?, x.tag_id, x.group_id, x.rank from jsonb_to_recordset(?::jsonb) as x(tag_id uuid, group_id uuid, rank float8)
           on conflict do nothing`,
          [w.board.id, json(w.placements)],
        );
    }
    if (w.notes.length)
      await this.run(
        em,
        `insert into ${t('notes')} (id, project_id, title, content, created_by, created_at, updated_at)
         select x.id, ?, x.title, x.content, ?, x.created_at, x.created_at
           from jsonb_to_recordset(?::jsonb) as x(id uuid, title text, content text, created_at timestamptz)`,
        [w.projectId, w.createdBy, json(w.notes)],
      );
    if (w.highlights.length)
      await this.run(
        em,
        `insert into ${t('highlights')} (id, note_id, text, start_offset, end_offset, created_by, created_at, updated_at)
         select x.id, x.note_id, x.text, x.start_offset, x.end_offset, ?, x.created_at, x.created_at
           from jsonb_to_recordset(?::jsonb) as x(id uuid, note_id uuid, text text, start_offset int, end_offset int, created_at timestamptz)`,
        [w.createdBy, json(w.highlights)],
      );
    if (w.highlightTags.length)
      await this.run(
        em,
        `insert into ${t('highlight_tags')} (highlight_id, tag_id)
         select x.highlight_id, x.tag_id from jsonb_to_recordset(?::jsonb) as x(highlight_id uuid, tag_id uuid) on conflict do nothing`,
        [json(w.highlightTags)],
      );
    if (w.people.length)
      await this.run(
        em,
        `insert into ${t('people')} (id, name, created_by)
         select x.id, x.name, ? from jsonb_to_recordset(?::jsonb) as x(id uuid, name text)`,
        [w.createdBy, json(w.people)],
      );
    if (w.notePeople.length)
      await this.run(
        em,
        `insert into ${t('note_people')} (note_id, person_id, created_by)
         select x.note_id, x.person_id, ? from jsonb_to_recordset(?::jsonb) as x(note_id uuid, person_id uuid) on conflict do nothing`,
        [w.createdBy, json(w.notePeople)],
      );
  }
}
