import { Injectable } from '@nestjs/common';
import { isUuid } from '@fieldnote/core';
import { Databases, inSchema, memberSeesProjectSql } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../common/job-rows.repository';
import type { QuestionOption } from './question-options';

/** A bulk_imports row as the driver returns it. */
export interface BulkImportRow {
  id: string;
  project_id: string;
  project_title: string;
  file_name: string;
  file_hash: string;
  format: string;
  headers: string[];
  preview: string[][];
  total_rows: number;
  status: string;
  processed_into: string | null;
  mapping: unknown;
  processed_rows: number;
  imported_count: number;
  skipped_count: number;
  failed_count: number;
  attempts: number;
  error_message: string | null;
  created_by: string;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
}

export interface SourceRow {
  row_number: number;
  row_hash: string;
  cells: string[];
}

export interface FailureRow {
  row_number: number;
  error_code: string;
  human_message_text: string;
}

export interface FieldDefinitionRow {
  id: string;
  target: string;
  project_id: string | null;
  label: string;
  type: string;
  max_selectable: number;
  options: { id: string; label: string; color: string }[];
}

/** What one batch writes, all at once. */
export interface BatchWrite {
  projectId: string;
  bulkImportId: string;
  createdBy: string;
  notes: { id: string; title: string; content: string; created_at: string; row_hash: string }[];
  newPeople: { id: string; name: string; email: string | null }[];
  notePeople: { note_id: string; person_id: string }[];
  fieldValues: {
    id: string;
    field_id: string;
    note_id: string;
    text_value: string;
    number_value: number | null;
    boolean_value: boolean | null;
    date_value: string | null;
    option_ids: string[] | null;
  }[];
  responses: {
    id: string;
    question_id: string;
    note_id: string;
    answer_text: string;
    option_ids: string[] | null;
  }[];
  failures: { row_number: number; error_code: string; human_message_text: string }[];
}

const IMPORT_COLUMNS = `b.id, b.project_id, p.title as project_title, b.file_name, b.file_hash, b.format, b.headers,
  b.preview, b.total_rows, b.status, b.processed_into, b.mapping, b.processed_rows, b.imported_count,
  b.skipped_count, b.failed_count, b.attempts, b.error_message, b.created_by, b.created_at, b.started_at,
  b.finished_at`;

/**
 * Every query of bulk imports. `schema` is the workspace's; each method runs through `em`, in its
 * transaction when it has one. The job's batch writes notes, people links, field values and survey
 * responses set-wise (one statement each, rows as one JSON parameter): 500 notes are a handful of
 * statements, not thousands.
 */
@Injectable()
export class BulkImportRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases, 'bulk_imports');
  }

  /** The workspace's region, or null when no workspace of that id is here. */

  /** An import's row while its file is read (its headings, preview and hash come at the end). */
  async insertDraft(
    em: EntityManager,
    schema: string,
    row: { id: string; projectId: string; fileName: string; format: string; createdBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('bulk_imports')} (id, project_id, file_name, file_hash, format, headers, preview,
         total_rows, status, created_by)
       values (?, ?, ?, repeat('0', 64), ?, '[]', '[]', 0, 'DRAFT', ?)`,
      [row.id, row.projectId, row.fileName, row.format, row.createdBy],
    );
  }

  async insertSourceRows(
    em: EntityManager,
    schema: string,
    id: string,
    rows: { rowNumber: number; rowHash: string; cells: string[] }[],
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('bulk_import_source_rows')} (bulk_import_id, row_number, row_hash, cells)
       select ?, x.n, x.h, x.c from jsonb_to_recordset(?::jsonb) as x(n int, h text, c jsonb)`,
      [id, JSON.stringify(rows.map((r) => ({ n: r.rowNumber, h: r.rowHash, c: r.cells })))],
    );
  }

  async completeDraft(
    em: EntityManager,
    schema: string,
    id: string,
    read: { fileHash: string; headers: string[]; preview: string[][]; totalRows: number },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('bulk_imports')}
          set file_hash = ?, headers = ?::jsonb, preview = ?::jsonb, total_rows = ? where id = ?`,
      [read.fileHash, JSON.stringify(read.headers), JSON.stringify(read.preview), read.totalRows, id],
    );
  }

  /** One import with its project's title; `lock` takes its row for the rest of the transaction. */
  async find(em: EntityManager, schema: string, id: string, lock = false): Promise<BulkImportRow | null> {
    const t = inSchema(schema);
    const [row] = await this.run<BulkImportRow>(
      em,
      `select ${IMPORT_COLUMNS} from ${t('bulk_imports')} b join ${t('projects')} p on p.id = b.project_id
        where b.id = ?${lock ? ' for update of b' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** The newest imports of the projects `memberId` may see (of one project when `projectId`). */
  list(
    em: EntityManager,
    schema: string,
    memberId: string,
    projectId: string | null,
    limit: number,
  ): Promise<BulkImportRow[]> {
    const t = inSchema(schema);
    if (!isUuid(memberId)) return Promise.resolve([]);
    const sees = memberSeesProjectSql(t, `'${memberId}'::uuid`, 'b.project_id');
    return this.run<BulkImportRow>(
      em,
      `select ${IMPORT_COLUMNS} from ${t('bulk_imports')} b join ${t('projects')} p on p.id = b.project_id
        where p.deleted_at is null and ${sees}${projectId ? ' and b.project_id = ?' : ''}
        order by b.created_at desc, b.id limit ?`,
      projectId ? [projectId, limit] : [limit],
    );
  }

  failures(
    em: EntityManager,
    schema: string,
    id: string,
    offset: number,
    limit: number,
  ): Promise<FailureRow[]> {
    return this.run<FailureRow>(
      em,
      `select row_number, error_code, human_message_text from ${inSchema(schema)('bulk_import_failures')}
        where bulk_import_id = ? order by row_number offset ? limit ?`,
      [id, offset, limit],
    );
  }

  /** Note custom fields by id (the mapping's), whatever their project. */
  fieldsByIds(em: EntityManager, schema: string, ids: string[]): Promise<FieldDefinitionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.run<FieldDefinitionRow>(
      em,
      `select id, target, project_id, label, type, max_selectable, options from ${inSchema(schema)('custom_fields')}
        where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)`,
      [JSON.stringify(ids)],
    );
  }

  /** The cells of the given columns of every source row (for a select question's options). */
  async columnValues(em: EntityManager, schema: string, id: string, columns: number[]): Promise<string[][]> {
    const rows = await this.run<{ v: string[] }>(
      em,
      `select array(select coalesce(cells ->> c, '') from unnest(?::int[]) as c) as v
         from ${inSchema(schema)('bulk_import_source_rows')} where bulk_import_id = ? order by row_number`,
      [`{${columns.join(',')}}`, id],
    );
    return rows.map((row) => row.v);
  }

  sourceRows(
    em: EntityManager,
    schema: string,
    id: string,
    fromRow: number,
    count: number,
  ): Promise<SourceRow[]> {
    return this.run<SourceRow>(
      em,
      `select row_number, row_hash, cells from ${inSchema(schema)('bulk_import_source_rows')}
        where bulk_import_id = ? and row_number > ? and row_number <= ? order by row_number`,
      [id, fromRow, fromRow + count],
    );
  }

  /**
   * The project's question with this text and type, its options grown by `options` (by text, the
   * existing ids kept), created when missing; returns it as stored.
   */
  async upsertQuestion(
    em: EntityManager,
    schema: string,
    question: {
      id: string;
      projectId: string;
      text: string;
      type: string;
      options: QuestionOption[];
      createdBy: string;
    },
  ): Promise<{ id: string; question_options: QuestionOption[] }> {
    const t = inSchema(schema);
    const [existing] = await this.run<{ id: string; question_options: QuestionOption[] }>(
      em,
      `select id, question_options from ${t('survey_questions')}
        where project_id = ? and question_type = ? and md5(lower(question_text)) = md5(lower(?)) for update`,
      [question.projectId, question.type, question.text],
    );
    if (!existing) {
      await this.run(
        em,
        `insert into ${t('survey_questions')} (id, project_id, question_text, question_type, question_options, created_by)
         values (?, ?, ?, ?, ?::jsonb, ?)`,
        [
          question.id,
          question.projectId,
          question.text,
          question.type,
          JSON.stringify(question.options),
          question.createdBy,
        ],
      );
      return { id: question.id, question_options: question.options };
    }
    const known = new Set(existing.question_options.map((o) => o.optionText.toLowerCase()));
    const merged = [
      ...existing.question_options,
      ...question.options.filter((o) => !known.has(o.optionText.toLowerCase())),
    ];
    await this.run(em, `update ${t('survey_questions')} set question_options = ?::jsonb where id = ?`, [
      JSON.stringify(merged),
      existing.id,
    ]);
    return { id: existing.id, question_options: merged };
  }

  async queue(
    em: EntityManager,
    schema: string,
    id: string,
    processedInto: string,
    mapping: unknown,
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('bulk_imports')}
          set status = 'QUEUED', processed_into = ?, mapping = ?::jsonb, started_at = now() where id = ?`,
      [processedInto, JSON.stringify(mapping), id],
    );
  }

  /** Which of `hashes` were already imported into the project (with their note still there). */
  async importedHashes(
    em: EntityManager,
    schema: string,
    projectId: string,
    hashes: string[],
  ): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.run<{ row_hash: string }>(
      em,
      `select row_hash from ${inSchema(schema)('bulk_import_rows')} where project_id = ? and row_hash in (select jsonb_array_elements_text(?::jsonb))`,
      [projectId, JSON.stringify(hashes)],
    );
    return new Set(rows.map((row) => row.row_hash));
  }

  /** People by lower-cased e-mail and, for those without one, by name (ignoring case). */
  async findPeople(
    em: EntityManager,
    schema: string,
    emails: string[],
    names: string[],
  ): Promise<{ id: string; name: string; email: string | null }[]> {
    if (emails.length === 0 && names.length === 0) return [];
    return this.run(
      em,
      `select id, name, email from ${inSchema(schema)('people')}
        where lower(email) in (select jsonb_array_elements_text(?::jsonb))
           or (email is null and lower(name) in (select jsonb_array_elements_text(?::jsonb)))`,
      [JSON.stringify(emails), JSON.stringify(names.map((n) => n.toLowerCase()))],
    );
  }

  /** Writes one batch: new people, notes, their people, field values, responses, row hashes, failures. */
  async writeBatch(em: EntityManager, schema: string, batch: BatchWrite): Promise<void> {
    const t = inSchema(schema);
    const json = (rows: unknown[]) => JSON.stringify(rows);
    if (batch.newPeople.length > 0)
      await this.run(
        em,
        `insert into ${t('people')} (id, name, email, created_by)
         select x.id, x.name, x.email, ? from jsonb_to_recordset(?::jsonb) as x(id uuid, name text, email text)`,
        [batch.createdBy, json(batch.newPeople)],
      );
    if (batch.notes.length > 0) {
      await this.run(
        em,
        `insert into ${t('notes')} (id, project_id, title, content, created_by, created_at, updated_at)
         select x.id, ?, x.title, x.content, ?, x.created_at, x.created_at
           from jsonb_to_recordset(?::jsonb) as x(id uuid, title text, content text, created_at timestamptz)`,
        [batch.projectId, batch.createdBy, json(batch.notes)],
      );
      await this.run(
        em,
        `insert into ${t('bulk_import_rows')} (project_id, row_hash, note_id, bulk_import_id)
         select ?, x.row_hash, x.id, ? from jsonb_to_recordset(?::jsonb) as x(id uuid, row_hash text)`,
        [batch.projectId, batch.bulkImportId, json(batch.notes)],
      );
    }
    if (batch.notePeople.length > 0)
      await this.run(
        em,
        `insert into ${t('note_people')} (note_id, person_id, created_by)
         select x.note_id, x.person_id, ? from jsonb_to_recordset(?::jsonb) as x(note_id uuid, person_id uuid)`,
        [batch.createdBy, json(batch.notePeople)],
      );
    if (batch.fieldValues.length > 0)
      await this.run(
        em,
        `insert into ${t('custom_field_values')} (id, field_id, note_id, text_value, number_value, boolean_value,
           date_value, option_ids, updated_by)
         select x.id, x.field_id, x.note_id, x.text_value, x.number_value, x.boolean_value, x.date_value,
                x.option_ids, ?
           from jsonb_to_recordset(?::jsonb) as x(id uuid, field_id uuid, note_id uuid, text_value text,
             number_value double precision, boolean_value boolean, date_value timestamptz, option_ids uuid[])`,
        [batch.createdBy, json(batch.fieldValues)],
      );
    if (batch.responses.length > 0)
      await this.run(
        em,
        `insert into ${t('question_responses')} (id, question_id, note_id, answer_text, option_ids)
         select x.id, x.question_id, x.note_id, x.answer_text, x.option_ids
           from jsonb_to_recordset(?::jsonb) as x(id uuid, question_id uuid, note_id uuid, answer_text text,
             option_ids uuid[])`,
        [json(batch.responses)],
      );
    if (batch.failures.length > 0)
      await this.run(
        em,
        `insert into ${t('bulk_import_failures')} (bulk_import_id, row_number, error_code, human_message_text)
         select ?, x.row_number, x.error_code, left(x.human_message_text, 1000)
           from jsonb_to_recordset(?::jsonb) as x(row_number int, error_code text, human_message_text text)
         on conflict do nothing`,
        [batch.bulkImportId, json(batch.failures)],
      );
  }

  /** Counts a batch in; the last one completes the import and drops its source rows. */
  async advance(
    em: EntityManager,
    schema: string,
    id: string,
    delta: { rows: number; imported: number; skipped: number; failed: number },
    done: boolean,
  ): Promise<void> {
    const t = inSchema(schema);
    await this.run(
      em,
      `update ${t('bulk_imports')}
          set processed_rows = processed_rows + ?, imported_count = imported_count + ?,
              skipped_count = skipped_count + ?, failed_count = failed_count + ?, attempts = 0,
              status = ?, finished_at = ${done ? 'now()' : 'null'}
        where id = ?`,
      [delta.rows, delta.imported, delta.skipped, delta.failed, done ? 'COMPLETED' : 'RUNNING', id],
    );
    if (done)
      await this.run(em, `delete from ${t('bulk_import_source_rows')} where bulk_import_id = ?`, [id]);
  }

  async markFailed(em: EntityManager, schema: string, id: string, message: string): Promise<void> {
    const t = inSchema(schema);
    await this.run(
      em,
      `update ${t('bulk_imports')} set status = 'FAILED', error_message = left(?, 1000), finished_at = now() where id = ?`,
      [message, id],
    );
    await this.run(em, `delete from ${t('bulk_import_source_rows')} where bulk_import_id = ?`, [id]);
  }
}
