import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { BULK_IMPORT_EVENTS, type CustomFieldTypeValue, isUuid, parsePathId } from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_LISTED_IMPORTS, PREVIEW_ROWS } from './bulk-import.limits';
import { BulkImportRepository, type BulkImportRow, type FailureRow } from './bulk-import.repository';
import { BulkImportProcessedInto, BulkImportStatus, QuestionType } from './dto/bulk-import.enums';
import {
  type ColumnMappingInput,
  type MappedQuestion,
  type StoredMapping,
  checkMapping,
} from './import-mapping';
import { formatOf, readImportRows } from './import-file.parser';
import { answersOf, questionOptionsOf } from './question-options';

/** What starting an import takes: the uploaded import, what its rows become and its columns' mapping. */
export interface StartBulkImportRequest {
  id: string;
  processedInto: BulkImportProcessedInto;
  columns: ColumnMappingInput[];
  minDate?: Date | null;
  maxDate?: Date | null;
}

/**
 * Bulk imports of one workspace, as members ask for them: a file uploaded and read (a DRAFT with its
 * headings and preview), started with a mapping (checked whole before anything is written: a refused
 * start changes nothing), listed and read with its report. The rows are written by
 * BulkImportRunner, the job, in batches.
 */
@Injectable()
export class BulkImportService {
  constructor(private readonly imports: BulkImportRepository) {}

  /**
   * Reads the file as it streams in and keeps its rows for the job, 500 at a time, in one
   * transaction: a file that breaks a limit (10 MB, 5000 rows, 200 columns, no rows, not readable)
   * is refused whole and leaves nothing. `truncated` says whether the upload stopped at the size limit.
   */
  async upload(
    scope: WorkspaceScope,
    rawProjectId: string,
    fileName: string,
    source: Readable,
    truncated: () => boolean,
  ): Promise<BulkImportRow> {
    const format = formatOf(fileName);
    const schema = scope.workspace.schemaName;
    const id = randomUUID();
    const hash = createHash('sha256');
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, rawProjectId);
      await this.imports.insertDraft(em, schema, {
        id,
        projectId: project.id,
        fileName: fileName.slice(0, 255),
        format,
        createdBy: scope.accountId,
      });
      let headers: string[] | null = null;
      const preview: string[][] = [];
      const hashes = new RowHashes();
      let count = 0;
      let batch: SourceRowInput[] = [];
      try {
        for await (const row of readImportRows(format, source, (chunk) => hash.update(chunk))) {
          if (row.length > MAX_IMPORT_COLUMNS) throw bulkImportErrors.tooManyColumns(row.length);
          if (headers === null) {
            headers = row.map((heading) => heading.trim());
            continue;
          }
          count++;
          // Past the maximum the rows are only counted, for the refusal to say how many there are.
          if (count > MAX_IMPORT_ROWS) continue;
          if (preview.length < PREVIEW_ROWS) preview.push(row);
          batch.push({ rowNumber: count, rowHash: hashes.next(row), cells: row });
          if (batch.length === SOURCE_ROWS_PER_INSERT) {
            await this.imports.insertSourceRows(em, schema, id, batch);
            batch = [];
          }
        }
      } catch (err) {
        // A file cut at the size limit may end mid-row or mid-quote: the size is what to say.
        if (truncated()) throw bulkImportErrors.fileTooLarge();
        throw err;
      }
      if (truncated()) throw bulkImportErrors.fileTooLarge();
      if (count > MAX_IMPORT_ROWS) throw bulkImportErrors.tooManyRows(count);
      if (headers === null || count === 0) throw bulkImportErrors.empty();
      if (batch.length > 0) await this.imports.insertSourceRows(em, schema, id, batch);
      await this.imports.completeDraft(em, schema, id, {
        fileHash: hash.digest('hex'),
        headers,
        preview,
        totalRows: count,
      });
      await recordEvent(em, BULK_IMPORT_EVENTS.uploaded, scope.workspace.id, {
        bulkImportId: id,
        projectId: project.id,
        totalRows: count,
      });
      return (await this.imports.find(em, schema, id)) as BulkImportRow;
    });
  }

  /** Checks the mapping, creates the survey's questions and queues the job (its first batch). */
  async start(scope: WorkspaceScope, request: StartBulkImportRequest): Promise<BulkImportRow> {
    const schema = scope.workspace.schemaName;
    const id = this.idOf(request.id);
    if (request.minDate && request.maxDate && request.minDate > request.maxDate)
      throw bulkImportErrors.badDateRange();
    return scope.em.transactional(async (em) => {
      const row = await this.imports.find(em, schema, id, true);
      if (!row) throw bulkImportErrors.notFound();
      const project = await findLiveProject(em, row.project_id).catch(() => {
        throw bulkImportErrors.notFound();
      });
      if (row.status !== BulkImportStatus.DRAFT) throw bulkImportErrors.alreadyStarted();
      const checked = checkMapping(row.headers, request.processedInto, request.columns);

      const fieldIds = checked.fields.map((f) => f.fieldId);
      if (fieldIds.some((fieldId) => !isUuid(fieldId)))
        throw bulkImportErrors.badMapping('Choose a field that exists.');
      const definitions = await this.imports.fieldsByIds(em, schema, fieldIds);
      const fields = checked.fields.map(({ column, fieldId }) => {
        const field = definitions.find((d) => d.id === fieldId);
        if (
          !field ||
          field.target !== 'NOTE' ||
          (field.project_id !== null && field.project_id !== project.id)
        )
          throw bulkImportErrors.badMapping(
            `Column "${row.headers[column] ?? column + 1}" is mapped to a field notes of this project do not have.`,
          );
        return {
          column,
          field: {
            id: field.id,
            label: field.label,
            type: field.type as CustomFieldTypeValue,
            options: field.options,
            maxSelectable: field.max_selectable,
          },
        };
      });

      const questions: MappedQuestion[] = [];
      const selectColumns = checked.questions.filter((q) => q.questionType !== QuestionType.FREE_TEXT);
      const values = selectColumns.length
        ? await this.imports.columnValues(
            em,
            schema,
            id,
            selectColumns.map((q) => q.column),
          )
        : [];
      for (const question of checked.questions) {
        let options: ReturnType<typeof questionOptionsOf> = [];
        const index = selectColumns.indexOf(question);
        if (index >= 0) {
          options = questionOptionsOf(
            values.flatMap((cells) => answersOf(cells[index] ?? '', question.questionType)),
          );
          if (options === null) throw bulkImportErrors.tooManyOptions(question.questionText);
        }
        const stored = await this.imports.upsertQuestion(em, schema, {
          id: randomUUID(),
          projectId: project.id,
          text: question.questionText,
          type: question.questionType,
          options,
          createdBy: scope.accountId,
        });
        if (JSON.stringify(stored.question_options).length > 80_000)
          throw bulkImportErrors.tooManyOptions(question.questionText);
        questions.push({ ...question, questionId: stored.id, options: stored.question_options });
      }

      const mapping: StoredMapping = {
        processedInto: request.processedInto,
        ...checked.singles,
        fields,
        questions,
        minDate: request.minDate?.toISOString() ?? null,
        maxDate: request.maxDate?.toISOString() ?? null,
      };
      await this.imports.queue(em, schema, id, request.processedInto, mapping);
      await recordEvent(em, BULK_IMPORT_EVENTS.started, scope.workspace.id, {
        bulkImportId: id,
        projectId: project.id,
        processedInto: request.processedInto,
      });
      return (await this.imports.find(em, schema, id)) as BulkImportRow;
    });
  }

  /** The import, when the member may see its project; NOT_FOUND otherwise. */
  async get(scope: WorkspaceScope, rawId: string): Promise<BulkImportRow> {
    const row = await this.imports.find(scope.em, scope.workspace.schemaName, this.idOf(rawId));
    if (!row) throw bulkImportErrors.notFound();
    await findLiveProject(scope.em, row.project_id).catch(() => {
      throw bulkImportErrors.notFound();
    });
    return row;
  }

  async list(scope: WorkspaceScope, rawProjectId: string | null | undefined): Promise<BulkImportRow[]> {
    const projectId = rawProjectId ? (await findLiveProject(scope.em, rawProjectId)).id : null;
    return this.imports.list(
      scope.em,
      scope.workspace.schemaName,
      scope.accountId,
      projectId,
      MAX_LISTED_IMPORTS,
    );
  }

  failures(scope: WorkspaceScope, id: string, offset: number, limit: number): Promise<FailureRow[]> {
    return this.imports.failures(scope.em, scope.workspace.schemaName, id, offset, limit);
  }

  private idOf(rawId: string): string {
    try {
      return parsePathId(rawId);
    } catch {
      throw bulkImportErrors.notFound();
    }
  }
}

/** Source rows one statement inserts while a file is read. */
const SOURCE_ROWS_PER_INSERT = 500;

interface SourceRowInput {
  rowNumber: number;
  rowHash: string;
  cells: string[];
}

/**
 * The content hash of each row in turn: the SHA-256 of its cells and of how many identical rows came
 * before it in the file, so two equal rows of one file both import, and the same file imported again
 * into the same project skips every row (spec: re-running a file does not duplicate).
 */
class RowHashes {
  private readonly seen = new Map<string, number>();

  next(cells: string[]): string {
    const trimmed = cells.map((cell) => cell.trim());
    while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
    const key = createHash('sha256').update(JSON.stringify(trimmed)).digest('hex');
    const occurrence = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, occurrence);
    return createHash('sha256').update(`${key}:${occurrence}`).digest('hex');
  }
}
