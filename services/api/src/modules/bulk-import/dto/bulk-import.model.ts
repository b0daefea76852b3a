import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BulkImportRow } from '../bulk-import.repository';
import { BulkImportFormat, BulkImportProcessedInto, BulkImportStatus } from './bulk-import.enums';

/** Spec 001 §3: a row the import refused, with why. */
@ObjectType('BulkImportFailure')
export class BulkImportFailureModel {
  @Field(() => Int, {
    description: 'The row in the file as a spreadsheet numbers it (the headings are row 1).',
  })
  rowNumber!: number;
  @Field() errorCode!: string;
  @Field() humanMessageText!: string;
}

/** A CSV or XLSX file imported into a project as notes or survey responses, and its report. */
@ObjectType('BulkImport')
export class BulkImportModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field() projectTitle!: string;
  @Field() fileName!: string;
  @Field(() => BulkImportFormat) format!: BulkImportFormat;
  @Field(() => BulkImportStatus) status!: BulkImportStatus;
  @Field(() => [String], { description: "The file's first row: its columns' headings." })
  headers!: string[];
  @Field(() => [[String]], { description: 'The first data rows (at most 5), for mapping the columns.' })
  preview!: string[][];
  @Field(() => Int, { description: 'Data rows of the file.' }) totalRows!: number;
  @Field(() => Int, { description: 'Rows the job has gone through so far.' }) processedRows!: number;
  @Field(() => BulkImportProcessedInto, { nullable: true, description: 'Null until started.' })
  processedInto!: BulkImportProcessedInto | null;
  @Field(() => Int, { description: 'Notes (or survey responses) created.' }) importedCount!: number;
  @Field(() => Int, {
    description: 'Rows skipped because the project already has them from an earlier import.',
  })
  skippedCount!: number;
  @Field(() => Int, { description: 'Rows refused (see failures).' }) numFailed!: number;
  @Field(() => String, { nullable: true, description: 'Why a FAILED import stopped.' })
  errorMessage!: string | null;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;

  static from(row: BulkImportRow): BulkImportModel {
    const date = (value: string | Date | null) => (value === null ? null : new Date(value));
    return {
      id: row.id,
      projectId: row.project_id,
      projectTitle: row.project_title,
      fileName: row.file_name,
      format: row.format as BulkImportFormat,
      status: row.status as BulkImportStatus,
      headers: row.headers,
      preview: row.preview,
      totalRows: row.total_rows,
      processedRows: row.processed_rows,
      processedInto: row.processed_into as BulkImportProcessedInto | null,
      importedCount: row.imported_count,
      skippedCount: row.skipped_count,
      numFailed: row.failed_count,
      errorMessage: row.error_message,
      createdBy: row.created_by,
      createdAt: new Date(row.created_at),
      startedAt: date(row.started_at),
      finishedAt: date(row.finished_at),
    };
  }
}
